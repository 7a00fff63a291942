import { describe, expect, it } from 'vitest';
import { guard } from './guard.ts';

const visitor = { isLogin: false, isAgent: undefined };
const player = { isLogin: true, isAgent: false };
const agent = { isLogin: true, isAgent: true };

describe('navigation guard (spec §2)', () => {
  it('lets a visitor through public routes', () => {
    for (const p of [
      '/',
      '/home',
      '/live',
      '/rng',
      '/promotions',
      '/login',
      '/register',
      '/help',
      '/agent',
    ]) {
      expect(guard(p, visitor)).toBeNull();
    }
  });
  it('sends a visitor on login-only routes to /login', () => {
    for (const p of [
      '/member',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/lottert',
      '/vnlottery',
      '/sealottery',
      '/seamless',
    ]) {
      expect(guard(p, visitor)).toEqual({ redirect: '/login' });
    }
  });
  it('lets a member through login-only routes', () => {
    expect(guard('/member', player)).toBeNull();
    expect(guard('/lottery', player)).toBeNull();
  });
  it('keeps /agentHome for agents: visitors and players go to /agent', () => {
    expect(guard('/agentHome', visitor)).toEqual({ redirect: '/agent' });
    expect(guard('/agentHome', player)).toEqual({ redirect: '/agent' });
    expect(guard('/agentHome', agent)).toBeNull();
    expect(guard('/agentHome', { isLogin: true, isAgent: undefined })).toEqual({ wait: true });
  });
  it('sends a session on /login or /register home: free play never stays there', () => {
    const trial = { isLogin: true, isAgent: undefined };
    for (const p of ['/login', '/register', '/LOGIN', '/login/']) {
      expect(guard(p, trial)).toEqual({ redirect: '/' });
      expect(guard(p, player)).toEqual({ redirect: '/' });
    }
    expect(guard('/help', player)).toBeNull();
  });
  it('tells /seaLottery from /sealottery (case matters)', () => {
    expect(guard('/SEALOTTERY', visitor)).toBeNull();
  });
});

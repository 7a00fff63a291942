import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown.ts';

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(3599)).toBe('59:59');
  });
  it('adds hours and days when needed', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(90_061)).toBe('1d 01:01:01');
  });
  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
  });
});

describe('secondsLeft', () => {
  it('counts on the server clock through the offset', () => {
    // server is 10 minutes ahead of the client
    const offset = 600_000;
    expect(secondsLeft(1_000_000 + offset + 30_000, 1_000_000, offset)).toBe(30);
  });
  it('rounds partial seconds up and stops at 0', () => {
    expect(secondsLeft(10_500, 10_000, 0)).toBe(1);
    expect(secondsLeft(9_000, 10_000, 0)).toBe(0);
  });
});

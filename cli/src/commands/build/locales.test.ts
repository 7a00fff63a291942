import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tenantMessages, type Messages } from './locales.ts';

let dir: string;
let runtime: string;
const write = (file: string, messages: Messages) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(messages));
};
const tenant = (code: string, own: Record<string, Messages> = {}) => {
  const tenantDir = path.join(dir, 'tenants', code);
  for (const [lang, messages] of Object.entries(own))
    write(path.join(tenantDir, 'locales', `${lang}.json`), messages);
  fs.mkdirSync(tenantDir, { recursive: true });
  return tenantDir;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-locales-'));
  runtime = path.join(dir, 'runtime');
  write(path.join(runtime, 'locales', 'en.json'), { 'nav.home': 'Home', 'nav.new': 'New' });
  write(path.join(runtime, 'locales', 'games', 'en.json'), { 'games.hot': 'Hot' });
  write(path.join(runtime, 'locales', 'zh.json'), { 'nav.home': '首页' });
  write(path.join(runtime, 'locales', 'games', 'zh.json'), { 'games.hot': '热门' });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the messages a tenant ships', () => {
  it('carry English under another language: one file answers every key', () => {
    const zh = tenantMessages(runtime, tenant('longwan'), 'zh')!;
    expect(zh).toEqual({ 'nav.home': '首页', 'games.hot': '热门', 'nav.new': 'New' });
    expect(tenantMessages(runtime, tenant('longwan'), 'en')).toEqual({
      'nav.home': 'Home',
      'nav.new': 'New',
      'games.hot': 'Hot',
    });
  });

  it("put a tenant's English words only where its language has none", () => {
    const own = tenant('longwan', {
      en: { 'nav.home': 'Lobby', 'brand.slogan': 'Play big' },
      zh: { 'nav.new': '新游戏' },
    });
    expect(tenantMessages(runtime, own, 'zh')).toEqual({
      'nav.home': '首页',
      'games.hot': '热门',
      'nav.new': '新游戏',
      'brand.slogan': 'Play big',
    });
    expect(tenantMessages(runtime, own, 'en')!['nav.home']).toBe('Lobby');
  });

  it('are one shared object per build for the tenants without overrides', () => {
    const cache = new Map<string, Messages | null>();
    const a = tenantMessages(runtime, tenant('a'), 'zh', cache);
    const b = tenantMessages(runtime, tenant('b'), 'zh', cache);
    expect(a).toBe(b);
    // English overrides reach the other languages' files too, so that tenant gets its own.
    const c = tenantMessages(runtime, tenant('c', { en: { 'nav.new': 'Fresh' } }), 'zh', cache);
    expect(c).not.toBe(a);
    expect(c!['nav.new']).toBe('Fresh');
    expect(a!['nav.new']).toBe('New');
  });

  it('are null for a language the runtime has no file for', () => {
    expect(tenantMessages(runtime, tenant('a'), 'xx')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { families } from '../api/index.ts';
import { platformCalls } from './platform-calls.ts';
import { consolidatedFromPlatform } from './platform-consolidated.ts';
import {
  isPlatformLanguage,
  lobbyErrorOf,
  lobbyLanguageOf,
  matchPath,
  platformLanguageOf,
  PLATFORM_ERRORS,
  type MappedCall,
} from './platform.ts';

const row = (name: string) => {
  const r = platformCalls.find((c) => c.name === name);
  if (!r || r.op === null) throw new Error(`no mapped row ${name}`);
  return r as MappedCall;
};

describe('the platform table', () => {
  it('maps every row onto an operation Lobby has', () => {
    for (const c of platformCalls) {
      if (c.op === null) continue;
      const [family, name] = c.op.split('.') as [keyof typeof families, string];
      expect(Object.keys(families[family]), c.name).toContain(name);
    }
  });

  it('gives each path one row, or rows told apart by a parameter', () => {
    const seen = new Map<string, number>();
    for (const c of platformCalls) {
      const key = `${c.method} ${c.path.toLowerCase()} ${c.when ?? ''}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  });

  it('answers a game list page under games, and reads it back as Lobby page', () => {
    const page = { list: [{ gameCode: 'A' }], pageNo: 2, pageSize: 1, total: 3, totalPages: 3 };
    const wire = row('gameList').toPlatform?.(page as never);
    expect(wire).toEqual({ games: page.list, pageNo: 2, pageSize: 1, total: 3, totalPages: 3 });
    expect(row('gameList').fromPlatform?.(wire)).toEqual(page);
  });

  it('puts vendor lanes under data, and domains under domainList', () => {
    const lanes = [{ gameCategory: 'RNG', vendors: [] }];
    const vendors = row('gameVendor');
    expect(vendors.fromPlatform?.(vendors.toPlatform?.({ lanes } as never))).toEqual({ lanes });
    const domains = { mainDomain: 'a.com', list: ['a.com', 'b.com'] };
    const route = row('domainRoute');
    expect(route.toPlatform?.(domains as never)).toEqual({
      mainDomain: 'a.com',
      domainList: ['a.com', 'b.com'],
    });
    expect(route.fromPlatform?.(route.toPlatform?.(domains as never))).toEqual(domains);
  });

  it('answers the captcha as the base64 PNG alone', () => {
    const value = { captchaId: 'x', image: 'data:image/png;base64,iVBOR' };
    expect(row('captcha').toPlatform?.(value as never)).toBe('iVBOR');
  });
});

describe('the platform vocabulary', () => {
  it('tells a platform language code from a Lobby one', () => {
    expect(['EN', 'TH', 'ZH', 'ZH_TW'].map(isPlatformLanguage)).toEqual([true, true, true, true]);
    expect(['en', 'zh-Hant', 'th', undefined].map(isPlatformLanguage)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('spells languages both ways', () => {
    expect(['EN', 'TH', 'ZH', 'ZH_TW', 'en'].map(lobbyLanguageOf)).toEqual([
      'en',
      'th',
      'zh',
      'zh-Hant',
      'en',
    ]);
    for (const lang of ['en', 'th', 'zh', 'zh-Hant', 'pt'])
      expect(lobbyLanguageOf(platformLanguageOf(lang))).toBe(lang);
  });

  it('reads every platform error code back as the Lobby key it came from', () => {
    expect(lobbyErrorOf('login_verify_required')).toBe('second_factor_required');
    expect(lobbyErrorOf('TOO_MANY_REQUEST')).toBe('rate_limited');
    for (const platform of Object.values(PLATFORM_ERRORS))
      expect(PLATFORM_ERRORS[lobbyErrorOf(platform) as keyof typeof PLATFORM_ERRORS]).toBe(
        platform,
      );
    // The one too-many code: a sign-in lockout when it says how long to wait.
    expect(lobbyErrorOf('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 })).toBe(
      'auth/too-many-requests',
    );
    expect(lobbyErrorOf('TOO_MANY_REQUESTS', null)).toBe('rate_limited');
  });

  it('matches parameterised paths', () => {
    expect(matchPath('/lgw/draw/code/{gameCode}', '/lgw/draw/code/VN_HCM')).toEqual({
      gameCode: 'VN_HCM',
    });
    expect(matchPath('/lgw/draw/code/{gameCode}', '/lgw/draw')).toBeUndefined();
    expect(matchPath('/LGW/Draw/code/{gameCode}', '/lgw/draw/CODE/a%20b')).toEqual({
      gameCode: 'a b',
    });
    // A malformed escape matches nothing, so the server answers its 404 rather than throwing.
    expect(matchPath('/lgw/draw/code/{gameCode}', '/lgw/draw/code/%E0%A4')).toBeUndefined();
  });
});

describe("the platform's contract checks", () => {
  it('read as Lobby flags: a map with a request is one; an empty map or none is not', () => {
    const checks = consolidatedFromPlatform({
      dailysalreqtype: { ALL: [{ id: 3, status: 'P' }] },
      divtypecompperiodreq: { ALL: { Weekly: [] } },
      contracthoursalreq: {},
      realtimesalreqtype: null,
      enableCt: true,
    });
    expect(checks).toMatchObject({
      dailysalreqtype: true,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      enableCt: true,
      salary: false,
    });
    expect(
      consolidatedFromPlatform({ divtypecompperiodreq: { ALL: { Weekly: [{ status: 'V' }] } } })
        .divtypereq,
    ).toBe(true);
  });
});

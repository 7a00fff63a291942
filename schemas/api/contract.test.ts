import { describe, expect, it } from 'vitest';
import { allOperations } from './index.ts';

/** Paths spec §7 gives exactly, under the operationId of each. */
const SPEC_PATHS: Record<string, [string, string]> = {
  login: ['post', '/wps/session/login'],
  loginCode: ['post', '/wps/verification/sms/noLogin'],
  freePlay: ['post', '/wps/session/login/freeplay'],
  logout: ['delete', '/wps/session/logout'],
  whitelabel: ['get', '/wps/system/whitelabel'],
  systemStatus: ['get', '/wps/system/status'],
  domainRoute: ['get', '/wps/system/domainRoute'],
  memberInfo: ['get', '/wps/member/info'],
  register: ['post', '/wps/member/register'],
  registerMobile: ['post', '/wps/member/register/mobile'],
  changePassword: ['post', '/wps/member/password'],
  setPasswordByPhone: ['post', '/wps/member/password/verification'],
  captcha: ['get', '/wps/captcha'],
  affiliate: ['get', '/wps/agent/affiliate'],
  balance: ['get', '/wps/v2/wallets/balance'],
  walletTransfer: ['post', '/wps/relay/GCS_walletTransfer'],
  consolidated: ['get', '/wps/member/info/funds/consolidated'],
  feedback: ['put', '/wps/feedback'],
  helpCenter: ['get', '/wps/system/helpCenter'],
  gameMenus: ['get', '/lgw/games/game_menus'],
  launchGame: ['get', '/wps/game/launchGame'],
};

const NAMED = [
  'permission',
  'loginCode',
  'gameList',
  'gameVendor',
  'getVassGameType',
  'newGameVendor',
  'setPasswordByPhone',
  'gameLaunchFB',
  'GLS2_roomList',
  'publicKey',
  'hotGames',
  'favoritesList',
  'favoritesAdd',
  'favoritesRemove',
  'recentGames',
  'winnerBoard',
  'registerMobile',
];

function undescribed(schema: unknown, pointer: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as { properties?: Record<string, unknown>; items?: unknown };
  const out: string[] = [];
  for (const [name, p] of Object.entries(s.properties ?? {})) {
    if (typeof (p as { description?: unknown }).description !== 'string')
      out.push(`${pointer}/${name}`);
    out.push(...undescribed(p, `${pointer}/${name}`));
  }
  if (s.items) out.push(...undescribed(s.items, `${pointer}[]`));
  return out;
}

describe('API contract', () => {
  const ops = allOperations().map((o) => o.op);

  it('has unique operationIds and unique method + path pairs', () => {
    const ids = ops.map((o) => o.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const routes = ops.map((o) => `${o.method} ${o.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('uses the paths of spec §7 exactly where given', () => {
    const byId = new Map(ops.map((o) => [o.operationId, o]));
    for (const [id, [method, path]] of Object.entries(SPEC_PATHS)) {
      expect(byId.get(id), `operation ${id}`).toMatchObject({ method, path });
    }
  });

  it('names the calls spec §7 names', () => {
    const ids = new Set(ops.map((o) => o.operationId));
    expect(NAMED.filter((n) => !ids.has(n))).toEqual([]);
  });

  it('refuses unknown fields in every body and query, and describes every property', () => {
    for (const op of ops) {
      for (const part of ['body', 'query', 'params'] as const) {
        const schema = op[part] as { type?: string; additionalProperties?: unknown } | undefined;
        if (!schema) continue;
        expect(schema.type, `${op.operationId} ${part}`).toBe('object');
        // Path params are whatever the path declares; bodies and queries must refuse extra fields.
        if (part !== 'params')
          expect(
            schema.additionalProperties,
            `${op.operationId} ${part} must refuse unknown fields`,
          ).toBe(false);
        expect(undescribed(schema, `${op.operationId}.${part}`)).toEqual([]);
      }
    }
  });

  it('sends the sensitive calls encrypted', () => {
    const encrypted = new Set(ops.filter((o) => o.encrypted).map((o) => o.operationId));
    for (const id of [
      'login',
      'freePlay',
      'register',
      'registerMobile',
      'changePassword',
      'setPasswordByPhone',
    ])
      expect(encrypted.has(id), id).toBe(true);
  });
});

// The seeded accounts e2e flows sign in with belong to one spec file each. Specs run
// side by side on the same tenant: a flow that changes an account (its password, payment password,
// balance or lock) breaks any other flow that signs in with it. member033's password change in
// auth-extra.spec.ts broke the lottery settlement flow that shared it; this test would have said so.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Accounts several specs may use, and why that is safe. */
const SHARED: Record<string, string> = {
  player1:
    'the demo player (DEMO in fixtures.ts): flows only read it or bet small amounts and check relative balances',
  player2:
    'read-only second player: a wrong password once (no lockout), its own lottery bets and status',
  agent1:
    'the demo agent (DEMO in fixtures.ts): flows register fresh downlines under it instead of changing it',
};

/** A seeded account name as the seed writes them (mock-server seed: members, agents, sub-agents). */
const SEEDED = /['"`]((?:member|player|subagent)\d+|agent\d+(?:x\d+)?)['"`]/g;

const dir = import.meta.dirname;
const files = fs.readdirSync(dir).filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'));

function owners(): Map<string, Set<string>> {
  const byAccount = new Map<string, Set<string>>();
  for (const file of files) {
    for (const [, name] of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(SEEDED)) {
      if (!byAccount.has(name!)) byAccount.set(name!, new Set());
      byAccount.get(name!)!.add(file);
    }
  }
  return byAccount;
}

describe('e2e seeded accounts', () => {
  it('each account a flow signs in with belongs to one spec file, or is a documented shared one', () => {
    const conflicts = [...owners()]
      .filter(([name, specs]) => specs.size > 1 && !(name in SHARED))
      .map(([name, specs]) => `${name}: ${[...specs].sort().join(', ')}`);
    expect(conflicts).toEqual([]);
  });

  it('finds the accounts the specs use (the scan itself works)', () => {
    const found = owners();
    expect(found.get('member033')).toEqual(new Set(['auth-extra.spec.ts']));
    expect(found.get('member025')).toEqual(new Set(['lottery-clock.serial.ts']));
    expect([...(found.get('player1') ?? [])].length).toBeGreaterThan(1);
  });
});

// Arrange steps for tests that need bets or a downline tree, written straight into the store in
// the shape the games family records (data.games.bets). Used by tests only.
import type { GameCategory } from '#schemas/constants.ts';
import type { TestServer } from './harness.ts';
import { nextId } from '../src/store/data.ts';
import type { Member, MemberType } from '../src/records/members.ts';

interface BetInput {
  memberId: number;
  /** Minor units. */
  stake: number;
  /** Minor units. */
  payout: number;
  at?: number;
  category?: GameCategory;
}

export async function arrangeBets(
  server: TestServer,
  code: string,
  bets: BetInput[],
): Promise<void> {
  const tenant = server.lobby.deps.tenants.byCode(code);
  if (!tenant) throw new Error(`no tenant ${code}`);
  const now = server.now(code);
  await tenant.store.write((d) => {
    for (const b of bets)
      d.games.bets.push({
        id: nextId(d),
        memberId: b.memberId,
        gameCode: 'PG_DEMO',
        gameName: 'Demo slot',
        vassalage: 'PG',
        category: b.category ?? 'RNG',
        stake: b.stake,
        payout: b.payout,
        at: b.at ?? now,
        source: 'seed',
      });
  });
}

let counter = 0;
/** A unique account name for one test (letters then digits, fits the tenants' username rules). */
export function uniqueAccount(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${counter}`.replace(/[^a-zA-Z0-9]/g, '');
}

/** A member (agent when type is given) under `parentId`, with a token. */
export async function arrangeMember(
  server: TestServer,
  code: string,
  prefix: string,
  opts: { type?: MemberType; parentId?: number } = {},
): Promise<{ member: Member; token: string }> {
  const init: Partial<Member> = { type: opts.type ?? 0 };
  if (opts.parentId !== undefined) init.parentId = opts.parentId;
  return server.memberWithToken(code, uniqueAccount(prefix), init);
}

/**
 * A member with a real hash of `password` and, when given, a Thai mobile number (what SMS
 * sign-in, reset and the second factor send to).
 */
export const memberWithMobile = (
  server: TestServer,
  code: string,
  account: string,
  password: string,
  mobile?: string,
): Promise<Member> =>
  server.memberWithPassword(
    code,
    account,
    password,
    mobile ? { mobile: { countryDialingCode: '66', mobileNum: mobile } } : {},
  );

// Seed step 'members' (runs first): the demo accounts of the README and agent1's 3-level
// downline of 50 members. Deterministic: a seeded PRNG, salts derived from it, and a per-process
// cache of the scrypt hashes so that /__test/reset stays fast.
import crypto from 'node:crypto';
import type { TenantManifest } from '#schemas/index.ts';
import { mulberry32 } from '../../lib/prng.ts';
import { hashPasswordWithSalt } from '../../security/password.ts';
import type { SeedStep } from '../seed-step.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import type { Member, MemberType } from '../../records/members.ts';

/** Accounts a new user of the demo can log in with (README, `lobby serve`). */
export const DEMO_ACCOUNTS = [
  { account: 'player1', password: 'Player123!', role: 'player (payment password 123456)' },
  { account: 'player2', password: 'Player123!', role: 'second player (two-browser tests)' },
  { account: 'agent1', password: 'Agent123!', role: 'agent with a 3-level downline' },
  { account: 'agent0', password: 'Agent123!', role: "agent1's upline (top agent)" },
] as const;
/** Password of every member of agent1's downline. */
export const DOWNLINE_PASSWORD = 'Member123!';
/** Payment password of every member of agent1's downline. */
export const DOWNLINE_PAYMENT_PASSWORD = '123456';
const BACKOFFICE_ACCOUNT = { account: 'backoffice', password: 'Backoffice123!' } as const;

function seedOf(text: string): number {
  return crypto.createHash('sha256').update(text).digest().readUInt32LE(0);
}

const hashCache = new Map<string, string>();
/** The scrypt hash of a password with a salt derived from the tenant and a label (cached). */
function seededHash(tenant: string, label: string, password: string): string {
  const key = `${tenant}\0${label}\0${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    const salt = crypto.createHash('sha256').update(`salt\0${key}`).digest().subarray(0, 16);
    hash = hashPasswordWithSalt(password, salt);
    hashCache.set(key, hash);
  }
  return hash;
}

/** Dialing code and a mobile-number maker that fits each example tenant's mobile rule. */
function mobilePlan(manifest: TenantManifest): { dial: string; number: (n: number) => string } {
  switch (manifest.languages.default) {
    case 'th':
      return { dial: '66', number: (n) => `081${String(n).padStart(7, '0')}` };
    case 'zh':
      return { dial: '86', number: (n) => `138${String(n).padStart(8, '0')}` };
    default:
      return { dial: '63', number: (n) => `917${String(n).padStart(7, '0')}` };
  }
}

const FIRST = ['Somchai', 'Niran', 'Ploy', 'Mali', 'Arthit', 'Kanya', 'Wei', 'Lan', 'Jun', 'Mei'];
const LAST = ['Star', 'Lucky', 'Tiger', 'Dragon', 'Lotus', 'River', 'Jade', 'Gold', 'Moon', 'Sun'];

export function seedMembers(data: TenantData, manifest: TenantManifest, now: number): void {
  const random = mulberry32(seedOf(`members:${manifest.code}`));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const mobile = mobilePlan(manifest);
  const day = 24 * 3600 * 1000;
  let mobileSeq = 1;

  const add = (
    account: string,
    type: MemberType,
    passwordLabel: string,
    password: string,
    extra: Partial<Member> = {},
  ): Member => {
    const member: Member = {
      id: nextId(data),
      account,
      nickname: `${pick(FIRST)} ${pick(LAST)}`,
      type,
      passwordHash: seededHash(manifest.code, passwordLabel, password),
      passwordChangedAt: now - Math.floor(random() * 30) * day,
      passwordIsDefault: false,
      mobile: { countryDialingCode: mobile.dial, mobileNum: mobile.number(mobileSeq++) },
      profile: {},
      referralCode: account.toUpperCase().replace(/[^A-Z0-9]/g, ''),
      createdAt: now - (30 + Math.floor(random() * 60)) * day,
      knownIps: [],
      frozen: false,
      ...extra,
    };
    data.members.push(member);
    return member;
  };

  add('player1', 0, 'player1', 'Player123!', {
    nickname: 'Player One',
    email: 'player1@example.com',
    payeeName: 'Player One',
    paymentPasswordHash: seededHash(manifest.code, 'player1-payment', '123456'),
    profile: { birthday: '1990-05-17' },
  });
  add('player2', 0, 'player2', 'Player123!', {
    nickname: 'Player Two',
    email: 'player2@example.com',
    paymentPasswordHash: seededHash(manifest.code, 'player2-payment', '123456'),
  });
  add(BACKOFFICE_ACCOUNT.account, 9, 'backoffice', BACKOFFICE_ACCOUNT.password, {
    nickname: 'Back office',
  });
  const agent = add('agent1', 1, 'agent1', 'Agent123!', {
    nickname: 'Agent One',
    email: 'agent1@example.com',
    paymentPasswordHash: seededHash(manifest.code, 'agent1-payment', '123456'),
  });

  // agent1 -> 5 sub-agents (type 2) -> each 2 agents (type 41, or 42 for the last sub-agent)
  // and 3 members -> each of those agents 2 members: 5 + 25 + 20 = 50.
  // The whole downline shares one payment password so demos can move money up the tree.
  const downlinePayment = seededHash(manifest.code, 'downline-payment', DOWNLINE_PAYMENT_PASSWORD);
  let memberSeq = 1;
  const downlineMember = (parentId: number) =>
    add(`member${String(memberSeq++).padStart(3, '0')}`, 0, 'downline', DOWNLINE_PASSWORD, {
      parentId,
      paymentPasswordHash: downlinePayment,
    });
  for (let i = 1; i <= 5; i++) {
    const sub = add(`subagent${String(i).padStart(2, '0')}`, 2, 'downline', DOWNLINE_PASSWORD, {
      parentId: agent.id,
      paymentPasswordHash: downlinePayment,
    });
    for (let j = 1; j <= 2; j++) {
      const leaf = add(`agent${i}x${j}`, i === 5 ? 42 : 41, 'downline', DOWNLINE_PASSWORD, {
        parentId: sub.id,
        paymentPasswordHash: downlinePayment,
      });
      downlineMember(leaf.id);
      downlineMember(leaf.id);
    }
    for (let k = 0; k < 3; k++) downlineMember(sub.id);
  }
  // agent1's own upline, a top agent whose contracts pay agent1 (the agents step), so the demo
  // agent's My income and Bonus pages show income. Added last so every other id stays as it was.
  const top = add('agent0', 1, 'agent0', 'Agent123!', {
    nickname: 'Agent Zero',
    email: 'agent0@example.com',
    paymentPasswordHash: seededHash(manifest.code, 'agent0-payment', '123456'),
  });
  agent.parentId = top.id;
}

// Without demo data (prod) no account is seeded: the later steps find no player1/agent1 and add
// nothing that belongs to one.
export const seedMembersStep: SeedStep = (data, manifest, { clock, demo }) => {
  if (demo !== false) seedMembers(data, manifest, clock.now());
};

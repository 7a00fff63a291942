// Accounts an operator creates outside the sites (`lobby account create`): in prod mode no demo
// account exists, so the first players and agents come from here. The tenant's username and
// password rules apply as they do to a registration.
import { checkField, type FieldRuleLike } from '#schemas/field-rules.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import { welcomeMember } from '../content/welcome.ts';
import { ruleOf } from './registration.ts';
import { findByAccount, newReferralCode } from './service.ts';
import type { Member } from '../../records/members.ts';

export type AccountRole = 'player' | 'agent';

/** Why an account cannot be created, in words for the operator (undefined: it can). */
export function accountProblem(
  data: Readonly<TenantData>,
  manifest: TenantManifest,
  account: string,
  password: string,
): string | undefined {
  const username: FieldRuleLike = ruleOf(manifest, 'username') ?? {
    enabled: true,
    required: true,
    minLength: 1,
    maxLength: 64,
  };
  if (!checkField({ ...username, required: true }, account).ok)
    return `username "${account}" does not fit the tenant rule (${username.minLength ?? 1}-${username.maxLength ?? 64} characters${username.acceptedPattern ? `, pattern ${username.acceptedPattern}` : ''})`;
  const rule: FieldRuleLike = ruleOf(manifest, 'password') ?? {
    enabled: true,
    required: true,
    minLength: 8,
    maxLength: 64,
  };
  if (!checkField({ ...rule, required: true }, password).ok)
    return `the password does not fit the tenant rule (${rule.minLength ?? 1}-${rule.maxLength ?? 64} characters${rule.acceptedPattern ? `, pattern ${rule.acceptedPattern}` : ''})`;
  if (password === manifest.security.defaultPassword)
    return "the password is the tenant's default password";
  if (findByAccount(data, account)) return `account "${account}" exists already`;
  return undefined;
}

/** Adds the account inside a store write; run accountProblem first. */
export function addAccount(
  draft: TenantData,
  o: {
    account: string;
    passwordHash: string;
    role: AccountRole;
    now: number;
    manifest: Pick<TenantManifest, 'displayName'>;
  },
): Member {
  const member: Member = {
    id: nextId(draft),
    account: o.account,
    nickname: o.account,
    type: o.role === 'agent' ? 1 : 0,
    passwordHash: o.passwordHash,
    passwordChangedAt: o.now,
    passwordIsDefault: false,
    profile: {},
    referralCode: newReferralCode(draft),
    createdAt: o.now,
    knownIps: [],
    frozen: false,
  };
  draft.members.push(member);
  welcomeMember(draft, member, o.manifest, o.now);
  return member;
}

import {
  AGENT_TYPES as SHARED_AGENT_TYPES,
  TRIAL_TYPE as SHARED_TRIAL_TYPE,
} from '#schemas/constants.ts';
// Members and sessions: the core every family reads.

/** 0 ordinary member; agent types 1, 2, 41, 42; trial 4 (spec §4, §6); 9 a non-member back-office account. */
export type MemberType = 0 | 1 | 2 | 4 | 9 | 41 | 42;
export const AGENT_TYPES: readonly MemberType[] = SHARED_AGENT_TYPES;
export const TRIAL_TYPE: MemberType = SHARED_TRIAL_TYPE;
export const NON_MEMBER_TYPE: MemberType = 9;

export interface Member {
  id: number;
  account: string;
  nickname: string;
  type: MemberType;
  passwordHash: string;
  /** When the password was last set (ms since epoch, server clock). */
  passwordChangedAt: number;
  /** True while the password is the tenant's default {secret} or was set by someone else. */
  passwordIsDefault: boolean;
  paymentPasswordHash?: string;
  mobile?: { countryDialingCode: string; mobileNum: string };
  email?: string;
  payeeName?: string;
  /** Other registration/profile fields (line, wechat, birthday, ...), as entered. */
  profile: Record<string, string>;
  /** Direct upline (agent) in the downline tree. */
  parentId?: number;
  /** This member's own invite code. */
  referralCode: string;
  /** The member whose referral code this one registered with. */
  referredBy?: number;
  /** The interface language the member last chose (spec §4). */
  language?: string;
  createdAt: number;
  lastLoginAt?: number;
  /** Successful logins so far; the first one is the "first-time login" (spec §4). */
  loginCount?: number;
  /** IPs this member has logged in from; a new one asks for a second factor. */
  knownIps: string[];
  frozen: boolean;
  /** Provider identities (OpenID Connect issuer and subject) this member signs in with in one click. */
  oneClick?: OneClickIdentity[];
}

export interface OneClickIdentity {
  provider: string;
  issuer: string;
  sub: string;
}

export interface Session {
  token: string;
  memberId: number;
  createdAt: number;
  expiresAt: number;
  /** Agent-area sessions are opened from /agent. */
  area: 'player' | 'agent';
  /** The browser fingerprint the platform's clients send with a login (loginDeviceId). */
  deviceId?: string;
}

export function isAgent(m: Pick<Member, 'type'>): boolean {
  return AGENT_TYPES.includes(m.type);
}

export function isTrial(m: Pick<Member, 'type'>): boolean {
  return m.type === TRIAL_TYPE;
}

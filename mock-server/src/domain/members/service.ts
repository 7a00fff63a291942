// Member and session rules shared by the session and member routes: lookups, the member views
// the API answers with, and opening a session (the value every login-like call returns).
import crypto from 'node:crypto';
import type { TenantManifest } from '#schemas/index.ts';
import type { SessionEndReason } from '#schemas/api/push.ts';
import { notifyMember } from '../../store/outbox.ts';
import { HOUR_MS, TRIAL_BALANCE_MINOR } from '../../security/limits.ts';
import { maskMobile, normalizeMobile } from '../../security/sms.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import { post } from '../ledger.ts';
import { isAgent, isTrial, TRIAL_TYPE, type Member, type Session } from '../../records/members.ts';

export function findByAccount(data: Readonly<TenantData>, account: string): Member | undefined {
  const a = account.trim().toLowerCase();
  return data.members.find((m) => m.account.toLowerCase() === a);
}

export function findByMobile(data: Readonly<TenantData>, mobile: string): Member | undefined {
  const digits = normalizeMobile(mobile);
  if (!digits) return undefined;
  return data.members.find((m) => m.mobile && normalizeMobile(m.mobile.mobileNum) === digits);
}

export function findByReferralCode(data: Readonly<TenantData>, code: string): Member | undefined {
  const c = code.trim().toUpperCase();
  return data.members.find((m) => m.referralCode.toUpperCase() === c);
}

/** A fresh invite code not used by any member of the tenant. */
export function newReferralCode(data: Readonly<TenantData>): string {
  for (;;) {
    const code = crypto.randomBytes(5).toString('hex').toUpperCase().slice(0, 8);
    if (!findByReferralCode(data, code)) return code;
  }
}

function summaryOf(m: Member) {
  return {
    id: m.id,
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    isAgent: isAgent(m),
    isTrial: isTrial(m),
  };
}

export function passwordExpired(m: Member, manifest: TenantManifest, now: number): boolean {
  const days = manifest.security.passwordExpiryDays;
  if (!manifest.flags.forcePasswordChange || days <= 0 || isTrial(m)) return false;
  return now - m.passwordChangedAt > days * 24 * 3600 * 1000;
}

/**
 * What /wps/member/info answers. The VIP level is the one the member's valid bets reached (the
 * rewards service computes it): the account page and the VIP page read the same number.
 */
export function memberInfoOf(m: Member, manifest: TenantManifest, vipLevel: number) {
  const info = {
    ...summaryOf(m),
    vipLevel,
    hasVip: vipLevel > 0,
    vipLabelName: vipLevel > 0 ? `VIP ${vipLevel}` : '',
    currencySymbol: manifest.currency.symbol,
    referralCode: m.referralCode,
    profile: { ...m.profile },
    firstTimeLogin: (m.loginCount ?? 0) <= 1,
    hasPaymentPassword: m.paymentPasswordHash !== undefined,
    passwordIsDefault: m.passwordIsDefault,
    hasUpline: m.parentId !== undefined,
  };
  return {
    ...info,
    ...(m.mobile
      ? { mobile: `+${m.mobile.countryDialingCode} ${maskMobile(m.mobile.mobileNum)}` }
      : {}),
    ...(m.email !== undefined ? { email: m.email } : {}),
    ...(m.payeeName !== undefined ? { payeeName: m.payeeName } : {}),
  };
}

interface LoginOptions {
  ip: string;
  area: 'player' | 'agent';
  now: number;
  manifest: TenantManifest;
  /** The password just proven equals the tenant default (unknown for SMS logins). */
  passwordIsDefault?: boolean;
}

/**
 * Opens a session for `memberId` inside a store write: a 256-bit random token with an expiry,
 * the IP remembered as known, the login counted; expired sessions of the tenant are dropped.
 */
export function openSession(draft: TenantData, memberId: number, o: LoginOptions) {
  const member = draft.members.find((m) => m.id === memberId);
  if (!member) throw new Error(`no member ${memberId}`);
  const { sessionLifetimeHours, sessionsPerMember } = o.manifest.security;
  draft.sessions = draft.sessions.filter((s) => s.expiresAt > o.now);
  const token = crypto.randomBytes(32).toString('hex');
  draft.sessions.push({
    token,
    memberId,
    createdAt: o.now,
    expiresAt: o.now + sessionLifetimeHours * HOUR_MS,
    area: o.area,
  });
  // Past the tenant's cap the member's oldest sessions end (sessions are kept in login order).
  const own = draft.sessions.filter((s) => s.memberId === memberId);
  if (own.length > sessionsPerMember) {
    const ended = new Set(own.slice(0, own.length - sessionsPerMember).map((s) => s.token));
    dropSessions(draft, (s) => ended.has(s.token), 'replaced');
  }
  member.loginCount = (member.loginCount ?? 0) + 1;
  member.lastLoginAt = o.now;
  if (o.ip && !member.knownIps.includes(o.ip)) member.knownIps.push(o.ip);
  // A flag set earlier (e.g. a password set by someone else) stays until the member changes it.
  if (o.passwordIsDefault) member.passwordIsDefault = true;
  return {
    token,
    firstTimeLogin: member.loginCount === 1,
    passwordExpired: passwordExpired(member, o.manifest, o.now),
    passwordIsDefault: member.passwordIsDefault,
    captcha: false,
    member: summaryOf(member),
  };
}

/** Ends the member's sessions, all of them or all but `keepToken` (after a password change). */
export function endSessions(
  draft: TenantData,
  memberId: number,
  reason: SessionEndReason,
  keepToken?: string,
): void {
  dropSessions(draft, (s) => s.memberId === memberId && s.token !== keepToken, reason);
}

/** Removes the sessions `ends` picks; each one's open tabs are told (and sign out). */
export function dropSessions(
  draft: TenantData,
  ends: (s: Session) => boolean,
  reason: SessionEndReason,
): void {
  draft.sessions = draft.sessions.filter((s) => {
    if (!ends(s)) return true;
    notifyMember(s.memberId, { type: 'sessionEnded', reason }, s.token);
    return false;
  });
}

/** A trial account (type 4) with its trial balance; it only ever logs in through free play. */
export function addTrialMember(draft: TenantData, passwordHash: string, now: number): Member {
  const id = nextId(draft);
  const member: Member = {
    id,
    account: `trial${id}`,
    nickname: `Guest ${id}`,
    type: TRIAL_TYPE,
    passwordHash,
    passwordChangedAt: now,
    passwordIsDefault: false,
    profile: {},
    referralCode: newReferralCode(draft),
    createdAt: now,
    knownIps: [],
    frozen: false,
  };
  draft.members.push(member);
  post(draft, {
    memberId: id,
    amount: TRIAL_BALANCE_MINOR,
    type: 'bonus',
    at: now,
    note: 'trial balance',
  });
  return member;
}

// What a verified provider identity does on a tenant: sign in the member it belongs to, or ask to
// link it to the existing member with its email or phone (that member's password confirms), or
// create a member once the tenant's registration rules have what they need.
import crypto from 'node:crypto';
import {
  ONE_CLICK_ASKED_FIELDS,
  type OneClickAnswer,
  type OneClickAskedField,
  type OneClickCompleteBody,
  type OneClickProvider,
} from '#schemas/one-click.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../refusals/api-error.ts';
import { maskAccount } from '../domain/members/masked.ts';
import { registrationFieldErrors, ruleOf } from '../domain/members/registration.ts';
import {
  findByAccount,
  findByMobile,
  newReferralCode,
  openSession,
} from '../domain/members/service.ts';
import { NON_MEMBER_TYPE, type Member, type OneClickIdentity } from '../records/members.ts';
import { hashSourceOf } from '../security/login-throttle.ts';
import { unusableHash, verifyPassword } from '../security/password.ts';
import { assertMayRegister, recordTakenAnswer } from '../security/register-probes.ts';
import { consumeSmsCode, normalizeMobile } from '../security/sms.ts';
import { nextId, type TenantData } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';
import { welcomeMember } from '../domain/content/welcome.ts';

/** Who the provider says signed in: only what it verified. */
export interface VerifiedIdentity extends OneClickIdentity {
  provider: OneClickProvider;
  name?: string;
  email?: string;
  phone?: string;
}

export interface Ticket {
  tenantCode: string;
  identity: VerifiedIdentity;
  expiresAt: number;
  /** The member the identity was offered to link to (its email or phone matched). */
  linkTo?: number;
  wrongPasswords: number;
}

/** Wrong passwords on a link before the ticket is spent (the player starts again). */
const MAX_WRONG_PASSWORDS = 5;

export const ticketSpent = (t: Ticket) => t.wrongPasswords >= MAX_WRONG_PASSWORDS;

const owns = (m: Member, id: OneClickIdentity) =>
  m.oneClick?.some((x) => x.issuer === id.issuer && x.sub === id.sub) ?? false;

/** The member whose own email or mobile the provider vouched for. */
function holderOf(data: Readonly<TenantData>, id: VerifiedIdentity): Member | undefined {
  const email = id.email?.toLowerCase();
  return (
    (email ? data.members.find((m) => m.email?.toLowerCase() === email) : undefined) ??
    (id.phone ? findByMobile(data, id.phone) : undefined)
  );
}

/** A name in the tenant's username shape: the provider and six digits. */
function newAccount(data: Readonly<TenantData>, p: OneClickProvider): string {
  for (;;) {
    const account = `${p}${crypto.randomInt(100000, 1000000)}`;
    if (!findByAccount(data, account)) return account;
  }
}

/** The registration fields the tenant requires that the provider did not vouch for. */
function missingFields(tenant: Tenant, id: VerifiedIdentity): OneClickAskedField[] {
  const m = tenant.manifest;
  const provided = (f: OneClickAskedField) =>
    (f === 'email' && id.email !== undefined) || (f === 'mobileNum' && id.phone !== undefined);
  const asked = ONE_CLICK_ASKED_FIELDS.filter(
    (f) => f !== 'verificationCode' && ruleOf(m, f)?.required === true && !provided(f),
  );
  // A number the player types is proven by a code when the tenant proves registrations' numbers.
  if (asked.includes('mobileNum') && m.flags.REGMOBVERF3) asked.push('verificationCode');
  return asked;
}

export async function completeSignIn(
  deps: Deps,
  tenant: Tenant,
  ticket: Ticket,
  body: OneClickCompleteBody,
  ip: string,
): Promise<{ answer: OneClickAnswer; spent: boolean }> {
  const now = deps.clock.now();
  const m = tenant.manifest;
  const id = ticket.identity;
  const signIn = async (memberId: number, link: boolean) => {
    const session = await tenant.store.write((d) => {
      const member = d.members.find((x) => x.id === memberId);
      if (!member) throw new ApiError(401, 'user.or.token.invalid', 'the account is gone');
      if (link && !owns(member, id))
        member.oneClick = [
          ...(member.oneClick ?? []),
          { provider: id.provider, issuer: id.issuer, sub: id.sub },
        ];
      return openSession(d, memberId, { ip, area: 'player', now, manifest: m });
    });
    return {
      answer: {
        status: 'signedIn' as const,
        session: { token: session.token, firstTimeLogin: session.firstTimeLogin },
      },
      spent: true,
    };
  };
  const refuseNonMember = (member: Member) => {
    if (member.type === NON_MEMBER_TYPE)
      throw new ApiError(403, 'member_no_enter', 'this account cannot log in here');
  };

  const data = tenant.store.data;
  const linked = data.members.find((x) => owns(x, id));
  if (linked) {
    refuseNonMember(linked);
    return signIn(linked.id, false);
  }

  const holder =
    ticket.linkTo !== undefined
      ? data.members.find((x) => x.id === ticket.linkTo)
      : holderOf(data, id);
  if (holder) {
    ticket.linkTo = holder.id;
    if (body.password === undefined)
      // Masked: the identity's email or phone is only as true as its provider (the embedded one
      // takes what is typed), and the owner recognises their own name from its ends.
      return { answer: { status: 'link', account: maskAccount(holder.account) }, spent: false };
    refuseNonMember(holder);
    const right = await verifyPassword(
      body.password,
      holder.passwordHash,
      hashSourceOf({ ip, device: undefined, knownHere: false }),
    );
    if (!right) {
      ticket.wrongPasswords += 1;
      throw new ApiError(400, 'in_incorrect_password', 'wrong password', { field: 'password' });
    }
    return signIn(holder.id, true);
  }

  const asked = missingFields(tenant, id);
  const typed = body.fields ?? {};
  if (asked.some((f) => !typed[f]?.trim()))
    return {
      answer: { status: 'fields', fields: asked, ...(id.name ? { name: id.name } : {}) },
      spent: false,
    };
  const errors = registrationFieldErrors(m, typed, 'username').filter((e) =>
    (asked as string[]).includes(e.field),
  );
  if (errors.length > 0)
    throw new ApiError(400, 'field_invalid', 'some fields are not valid', { fields: errors });
  const mobileNum = id.phone ?? (typed.mobileNum ? normalizeMobile(typed.mobileNum) : undefined);
  // A typed number is looked up as registration looks it up: within the address's budget of
  // "taken" answers, so a script holding provider sign-ins cannot test numbers by the thousand.
  if (typed.mobileNum) assertMayRegister(tenant.volatile, ip, now);
  if (typed.mobileNum && asked.includes('verificationCode'))
    consumeSmsCode(tenant.volatile, 'register', typed.mobileNum, typed.verificationCode, now, {
      ip,
    });
  if (mobileNum && findByMobile(data, mobileNum)) {
    if (typed.mobileNum) recordTakenAnswer(tenant.volatile, ip, now);
    throw new ApiError(400, 'mobile_taken', 'this mobile number is already registered');
  }

  const passwordHash = unusableHash(deps.passwordCost);
  let memberId = 0;
  await tenant.store.write((d) => {
    if (d.members.some((x) => owns(x, id))) return;
    memberId = nextId(d);
    const account = newAccount(d, id.provider);
    const member: Member = {
      id: memberId,
      account,
      nickname: id.name ?? account,
      type: 0,
      // Signs in through the provider only, until the member sets a password (phone reset).
      passwordHash,
      passwordChangedAt: now,
      passwordIsDefault: false,
      profile: {},
      referralCode: newReferralCode(d),
      createdAt: now,
      knownIps: [],
      frozen: false,
      oneClick: [{ provider: id.provider, issuer: id.issuer, sub: id.sub }],
    };
    const email = id.email ?? typed.email?.trim();
    if (email) member.email = email;
    if (typed.payeeName?.trim()) member.payeeName = typed.payeeName.trim();
    if (mobileNum)
      member.mobile = {
        countryDialingCode: (typed.countryDialingCode ?? '').replace(/^\+/, ''),
        mobileNum,
      };
    d.members.push(member);
    welcomeMember(d, member, tenant.manifest, now);
  });
  // A second tab of the same ticket created it first: sign in to that member.
  const created = memberId || tenant.store.data.members.find((x) => owns(x, id))?.id;
  if (!created) throw new ApiError(409, 'invalid_request', 'the sign-in changed meanwhile');
  return signIn(created, false);
}

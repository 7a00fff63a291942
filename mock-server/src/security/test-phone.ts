// Outside prod, the texts each member's number received, as its phone shows them: tests read the
// sign-in link there the way the owner would (the link's token is kept nowhere else in clear).
import type { Tenant } from '../tenancy.ts';
import type { SmsMessage } from './sms-gateway.ts';

/** Texts kept per number, newest first; older ones are dropped. */
const KEPT_PER_NUMBER = 20;
const phones = new WeakMap<Tenant, Map<string, SmsMessage[]>>();

export function receive(tenant: Tenant, message: SmsMessage): void {
  let phone = phones.get(tenant);
  if (!phone) {
    phone = new Map();
    phones.set(tenant, phone);
  }
  const texts = [message, ...(phone.get(message.mobileNum) ?? [])].slice(0, KEPT_PER_NUMBER);
  phone.set(message.mobileNum, texts);
}

/** The texts a number received, newest first. */
export const textsOf = (tenant: Tenant, mobileNum: string): readonly SmsMessage[] =>
  phones.get(tenant)?.get(mobileNum.replace(/\D/g, '')) ?? [];

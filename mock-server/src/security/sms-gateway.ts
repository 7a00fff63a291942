// Where a tenant's SMS codes go (the manifest's security.sms): a webhook the operator's SMS
// provider sits behind, or a staging sink (a file in the data folder, the server log). Delivery
// runs after the answer, with retries: the code is stored either way, and a provider that is down
// must not turn every send into an error page. The manifest is read at each send, so a brand
// rolled out with a new gateway uses it at once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '#schemas/constants.ts';
import type { TenantManifest } from '#schemas/index.ts';
import type { Member } from '../records/members.ts';
import { mainDomainOf, type SmsLetter } from '../tenancy.ts';
import { smsLinkUrl } from './sms-link.ts';
import { maskMobile } from './sms.ts';
import { SMS_TEXTS } from './sms-texts.ts';

/** The key webhook bodies are signed with, in the data folder beside the RSA key. */
export const SMS_WEBHOOK_KEY_FILE = 'sms-webhook.key';
export const SIGNATURE_HEADER = 'X-Lobby-Signature';

/** What a gateway receives for one code. */
export interface SmsMessage {
  tenant: string;
  /** The country dialling code without "+", when it is known. */
  countryDialingCode?: string;
  mobileNum: string;
  purpose: SmsLetter['purpose'];
  code: string;
  expiresMinutes: number;
  /** A one-time sign-in link for the member (login and reset codes on Lobby's wire). */
  link?: string;
  language: Language;
  /** The SMS as the phone shows it: the code's sentence, then the link when there is one. */
  text: string;
  sentAt: string;
}

/** Waits before the 2nd and 3rd tries of a webhook that failed. */
const RETRY_DELAYS_MS = [1_000, 5_000];
const WEBHOOK_TIMEOUT_MS = 10_000;

export const signSmsBody = (body: string, key: Buffer) =>
  `sha256=${crypto.createHmac('sha256', key).update(body).digest('hex')}`;

const isLanguage = (x: string | undefined): x is Language =>
  x !== undefined && (LANGUAGES as readonly string[]).includes(x);

export interface SenderOptions {
  manifest(): TenantManifest;
  member(id: number): Readonly<Member> | undefined;
  dataDir: string | null;
  key: Buffer;
  log?: (line: string) => void;
  now(): number;
}

/** The message for a letter, or undefined when there is no number to send it to. */
export function messageOf(letter: SmsLetter, o: SenderOptions): SmsMessage | undefined {
  const m = o.manifest();
  const member = letter.accountId === undefined ? undefined : o.member(letter.accountId);
  const mobileNum = member?.mobile?.mobileNum ?? letter.to;
  // A second factor for a member without a number is keyed by the account: nothing to send to.
  if (!/^\d{4,}$/.test(mobileNum)) return undefined;
  const dial = member?.mobile?.countryDialingCode ?? letter.dialingCode;
  const language = isLanguage(member?.language) ? member.language : m.languages.default;
  const link = letter.linkToken && smsLinkUrl(mainDomainOf(m), letter.linkToken);
  const sentence = SMS_TEXTS[language]({
    brand: m.displayName,
    code: letter.code,
    minutes: letter.expiresMinutes,
  });
  return {
    tenant: m.code,
    ...(dial ? { countryDialingCode: dial.replace(/^\+/, '') } : {}),
    mobileNum,
    purpose: letter.purpose,
    code: letter.code,
    expiresMinutes: letter.expiresMinutes,
    ...(link ? { link } : {}),
    language,
    text: link ? `${sentence}\n${link}` : sentence,
    sentAt: new Date(o.now()).toISOString(),
  };
}

async function postWithRetries(url: string, body: string, o: SenderOptions): Promise<void> {
  let last = '';
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt - 1]));
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signSmsBody(body, o.key),
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = (e as Error).message;
    }
  }
  throw new Error(last);
}

/** The tenant's delivery: called for every code stored for a real number. */
export function smsSender(o: SenderOptions): (letter: SmsLetter) => void {
  const log = o.log ?? ((line: string) => console.warn(line));
  return (letter) => {
    const gateway = o.manifest().security.sms;
    if (!gateway) return;
    const message = messageOf(letter, o);
    if (!message) return;
    const body = JSON.stringify(message);
    const where = `${message.tenant} +${message.countryDialingCode ?? ''} ${maskMobile(message.mobileNum)}`;
    if (gateway.gateway === 'webhook') {
      postWithRetries(gateway.url, body, o).catch((e: unknown) =>
        log(`[sms] ${where}: the webhook refused the code after 3 tries (${(e as Error).message})`),
      );
      return;
    }
    if (gateway.gateway === 'console' || !o.dataDir) {
      log(`[sms] ${where}: ${message.text}`);
      return;
    }
    const dir = path.join(o.dataDir, 'sms');
    fs.mkdirSync(dir, { recursive: true });
    fs.appendFileSync(path.join(dir, `${message.tenant}.jsonl`), `${body}\n`, { mode: 0o600 });
  };
}

// The messages the wallet sends (spec §4), written once per language when they are sent: the
// member reads them later in whatever language the site is in, so each keeps every text. They are
// system texts like the UI's, so every language the site offers has its own
// (mock-server/locales/wallet-messages/, `<kind>.title` and `<kind>.content`): a Japanese inbox
// never falls back to the tenant's Chinese for "withdrawal approved".
import type { MessageKind } from '#schemas/api/content.ts';
import { readCatalogue } from '#schemas/catalogue.ts';
import type English from '../../../locales/wallet-messages/en.json';
import { everyLanguage, fillSlots, type SeedText } from './localized.ts';

export interface MessageText {
  kind: MessageKind;
  title: SeedText;
  content: SeedText;
}

const TEXTS = readCatalogue<typeof English>('mock-server', 'wallet-messages');

const KIND_OF = {
  welcome: 'news',
  depositCredited: 'deposit',
  depositFailed: 'deposit',
  withdrawalRejected: 'withdrawal',
  withdrawalApproved: 'withdrawal',
  withdrawalPaid: 'withdrawal',
} as const satisfies Record<string, MessageKind>;
type Kind = keyof typeof KIND_OF;

/** A message of `kind` in every language, its {slots} filled with `params`. */
function walletMessage(kind: Kind, params: Readonly<Record<string, string>>): MessageText {
  return {
    kind: KIND_OF[kind],
    title: everyLanguage(TEXTS, (t) => fillSlots(t[`${kind}.title`], params)),
    content: everyLanguage(TEXTS, (t) => fillSlots(t[`${kind}.content`], params)),
  };
}

export const welcomeMessage = (site: string, nickname: string) =>
  walletMessage('welcome', { site, nickname });

export const depositCreditedMessage = (id: number, amount: string) =>
  walletMessage('depositCredited', { id: String(id), amount });

export const depositFailedMessage = (id: number, amount: string) =>
  walletMessage('depositFailed', { id: String(id), amount });

export const withdrawalRejectedMessage = (id: number, amount: string) =>
  walletMessage('withdrawalRejected', { id: String(id), amount });

/** Approved and paid out; the member confirms receipt within `minutes` (spec §4). */
export const withdrawalApprovedMessage = (
  id: number,
  amount: string,
  bank: string,
  minutes: number,
) =>
  walletMessage('withdrawalApproved', { id: String(id), amount, bank, minutes: String(minutes) });

/** Approved, paid out and already confirmed as received (seeded history). */
export const withdrawalPaidMessage = (id: number, amount: string) =>
  walletMessage('withdrawalPaid', { id: String(id), amount });

// The name players see for each vendor code (spec §2: show names, never codes). One table for the
// server (vendor labels, vendor cards) and the runtime (tiles, filters, cards, footer): a brand
// stays as written; a word ("Fishing", "Vietnam Lottery") is a runtime i18n key, so it is
// translated in every language, with its English text for answers that are not translated.
// In-house vendors carry the tenant's own name as their brand.
import type { VENDORS_BY_CATEGORY } from './constants.ts';

type VendorCode = (typeof VENDORS_BY_CATEGORY)[keyof typeof VENDORS_BY_CATEGORY][number];

/** A translated word of a vendor name: its i18n key and English text. */
interface VendorWord {
  readonly key: string;
  readonly en: string;
}

interface VendorName {
  /** Brand as the vendor writes it; absent when the name is the tenant's own (in-house). */
  readonly brand?: string;
  readonly word?: VendorWord;
  /** The tenant's own games: the tenant's name is the brand. */
  readonly house?: true;
}

const W = {
  fishing: { key: 'category.FISH', en: 'Fishing' },
  live: { key: 'category.LIVE', en: 'Live casino' },
  cards: { key: 'category.PVP', en: 'Card games' },
  slots: { key: 'category.RNG', en: 'Slots' },
  arcade: { key: 'games.subType.AC', en: 'Arcade' },
  lottery: { key: 'category.LOTT', en: 'Lottery' },
  eLottery: { key: 'category.ELOTT', en: 'E-lottery' },
  vnLottery: { key: 'nav.vnLottery', en: 'Vietnam Lottery' },
  seaLottery: { key: 'nav.seaLottery', en: 'SEA Lottery' },
} as const satisfies Record<string, VendorWord>;

const brand = (name: string): VendorName => ({ brand: name });

export const VENDOR_NAMES: Readonly<Record<VendorCode, VendorName>> = {
  EVO: brand('Evolution'),
  SEXY: brand('AE Sexy'),
  PT_LIVE: { brand: 'Playtech', word: W.live },
  DG: brand('Dream Gaming'),
  WM: brand('WM Casino'),
  SA: brand('SA Gaming'),
  PG: brand('PG Soft'),
  PP: brand('Pragmatic Play'),
  JILI: brand('JILI'),
  JDB: brand('JDB'),
  CQ9: brand('CQ9'),
  FC: brand('Fa Chai'),
  KM: brand('Kingmaker'),
  SPRIBE: brand('Spribe'),
  RT: brand('Red Tiger'),
  NLC: brand('Nolimit City'),
  INHOUSE_SLOT: { house: true, word: W.slots },
  INHOUSE_CRASH: { house: true, word: W.arcade },
  JILI_FISH: { brand: 'JILI', word: W.fishing },
  JDB_FISH: { brand: 'JDB', word: W.fishing },
  FC_FISH: { brand: 'Fa Chai', word: W.fishing },
  CQ9_FISH: { brand: 'CQ9', word: W.fishing },
  KY: brand('Kaiyuan'),
  V8: brand('V8 Poker'),
  KM_PVP: { brand: 'Kingmaker', word: W.cards },
  LEG: brand('Legend Poker'),
  SABA: brand('SABA Sports'),
  BTI: brand('BTi'),
  SBO: brand('SBOBET'),
  PINNACLE: brand('Pinnacle'),
  AV: brand('AV Esports'),
  IMES: brand('IM Esports'),
  IA: brand('IA Esports'),
  AI: brand('AI Esports'),
  TF: brand('TF Gaming'),
  SV3: brand('SV388'),
  DS88: brand('DS88 Sabong'),
  DIG: brand('Digmaan'),
  WGB: brand('WGB Sabong'),
  WS168: brand('WS168'),
  LOTT: { word: W.lottery },
  ELOTT: { word: W.eLottery },
  TCG_LOTTO_VN: { brand: 'TCG', word: W.vnLottery },
  TCG_SEA: { brand: 'TCG', word: W.seaLottery },
  BGS: brand('BGS'),
};

interface VendorNameContext {
  /** The tenant's name (the brand of its in-house vendors). */
  tenantName: string;
  /** The manifest's labels per code (BTI under its brand label, spec §2); they win. */
  brandLabels?: Readonly<Record<string, string>> | undefined;
  /** Translates a word's key; without it the English text is used. */
  translate?: (word: VendorWord) => string;
}

/**
 * The display name of a vendor code. A code outside the table (a newer platform vendor) reads
 * as its words ("NEW_VENDOR" → "NEW VENDOR") rather than as a code.
 */
export function vendorDisplayName(code: string, ctx: VendorNameContext): string {
  const label = ctx.brandLabels?.[code];
  if (label) return label;
  const name = (VENDOR_NAMES as Readonly<Record<string, VendorName>>)[code];
  if (!name) return code.replaceAll('_', ' ');
  const word = name.word && (ctx.translate ? ctx.translate(name.word) : name.word.en);
  const head = name.house ? ctx.tenantName : name.brand;
  return [head, word].filter(Boolean).join(' ');
}

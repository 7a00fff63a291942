// Game and vendor art: a small SVG per catalogue entry, deterministic from its
// code, that reads as its kind of game at a glance (reels, cards, a fish, lottery balls...), in
// its vendor's colours, with the game's name as its title. A vendor card is the vendor's
// logotype over the same motif. About 1 KB each: the home page shows dozens on slow phones, and
// the route that serves them lets the browser keep them.
import type { DisplayCategory } from '../../../../schemas/constants.ts';
import { hash32 } from '../../lib/prng.ts';

export interface ArtSubject {
  gameCode: string;
  gameName: string;
  vassalage: string;
  gameType: DisplayCategory;
  isGame: boolean;
  /** The brand written on the art (the vendor's, never its code); empty for none. */
  brand: string;
}

function esc(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Font size (at most `max`) at which `text` fits `width` (bold sans, ~0.62 em a character). */
function fit(text: string, width: number, max: number): number {
  const em = [...text].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) > 0x2e80 ? 1 : 0.62), 0);
  return Math.max(11, Math.min(max, Math.floor(width / Math.max(em, 1))));
}

const GOLD = '#ffd86b';
const SYMBOLS = ['7', '★', '♦', '♥', '♣', '$', '♠'];

type Motif = (h: number, ink: string) => string;

const reels: Motif = (h) => {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const s = SYMBOLS[(h >>> (i * 3)) % SYMBOLS.length]!;
    out += `<rect x="${34 + i * 46}" y="46" width="40" height="56" rx="8" fill="#fff"/><text x="${54 + i * 46}" y="86" font-size="30" font-weight="800" text-anchor="middle" fill="${i === 1 ? '#d62839' : '#222'}">${s}</text>`;
  }
  return `<rect x="26" y="38" width="148" height="72" rx="12" fill="${GOLD}"/>${out}`;
};
const gem: Motif = (_h, ink) =>
  `<path d="M70 46h60l22 24-52 50-52-50z" fill="${ink}"/><path d="M70 46l30 74 30-74M48 70h104" stroke="#fff" stroke-opacity=".55" stroke-width="3" fill="none"/>`;
const coin: Motif = () =>
  `<circle cx="100" cy="76" r="42" fill="${GOLD}" stroke="#b8860b" stroke-width="6"/><text x="100" y="94" font-size="48" font-weight="800" text-anchor="middle" fill="#8a5a00">$</text>`;
const crown: Motif = () =>
  `<path d="M52 104l-8-52 30 24 26-38 26 38 30-24-8 52z" fill="${GOLD}" stroke="#b8860b" stroke-width="4"/><circle cx="100" cy="88" r="7" fill="#d62839"/>`;
const card = (x: number, y: number, r: number, rank: string, suit: string, red: boolean) =>
  `<g transform="rotate(${r} ${x + 24} ${y + 66})"><rect x="${x}" y="${y}" width="48" height="66" rx="6" fill="#fff" stroke="#0002"/><text x="${x + 24}" y="${y + 30}" font-size="22" font-weight="800" text-anchor="middle" fill="${red ? '#d62839' : '#222'}">${rank}</text><text x="${x + 24}" y="${y + 54}" font-size="20" text-anchor="middle" fill="${red ? '#d62839' : '#222'}">${suit}</text></g>`;
const cards: Motif = (h) =>
  card(52, 44, -14, 'A', '♠', false) +
  card(76, 40, 12, ['K', 'Q', 'J'][h % 3]!, ['♥', '♦'][(h >>> 2) % 2]!, true);
const fan: Motif = () =>
  card(44, 46, -20, '9', '♣', false) +
  card(76, 40, 0, '8', '♦', true) +
  card(108, 46, 20, '7', '♥', true);
const wheel: Motif = () =>
  `<circle cx="100" cy="78" r="44" fill="#1c1c1c" stroke="${GOLD}" stroke-width="6"/><circle cx="100" cy="78" r="34" fill="none" stroke="#d62839" stroke-width="14" stroke-dasharray="8.9 8.9"/><circle cx="100" cy="78" r="12" fill="${GOLD}"/>`;
const fish: Motif = (h) =>
  `<path d="M40 78q40-44 96 0 -56 44-96 0z" fill="${GOLD}"/><path d="M134 78l28-22v44z" fill="${GOLD}"/><circle cx="64" cy="72" r="6" fill="#222"/><circle cx="${150 - (h % 20)}" cy="40" r="6" fill="#fff" fill-opacity=".6"/><circle cx="${164 - (h % 12)}" cy="28" r="4" fill="#fff" fill-opacity=".5"/>`;
const tile: Motif = () =>
  `<rect x="70" y="36" width="60" height="80" rx="8" fill="#f7f3e8" stroke="#0003" stroke-width="3"/><text x="100" y="92" font-size="40" font-weight="800" text-anchor="middle" fill="#1a7f37">發</text>`;
const ball: Motif = () =>
  `<circle cx="100" cy="78" r="42" fill="#fff"/><path d="M100 58l19 14-7 22h-24l-7-22z" fill="#222"/><path d="M100 36v22M119 72l36-8M112 94l18 22M88 94l-18 22M81 72l-36-8" stroke="#222" stroke-width="4"/>`;
const pad: Motif = (_h, ink) =>
  `<path d="M52 62h96q22 0 24 30t-20 20q-12-16-26-16h-52q-14 0-26 16-22 10-20-20t24-30z" fill="#fff"/><path d="M70 72v20M60 82h20" stroke="${ink}" stroke-width="6"/><circle cx="128" cy="76" r="5" fill="#d62839"/><circle cx="140" cy="88" r="5" fill="${ink}"/>`;
const spurs: Motif = () =>
  `<path d="M66 112q-6-52 34-70 40 18 34 70z" fill="#d62839"/><path d="M100 42q8-16 22-12-8 8-10 18z" fill="${GOLD}"/><circle cx="112" cy="62" r="5" fill="#fff"/><path d="M124 66l16 6-16 4z" fill="${GOLD}"/>`;
const balls: Motif = (h) =>
  [0, 1, 2]
    .map((i) => {
      const n = ((h >>> (i * 5)) % 49) + 1;
      const fill = ['#d62839', '#1d6fd6', GOLD][i]!;
      return `<circle cx="${56 + i * 44}" cy="${78 + (i === 1 ? -12 : 6)}" r="24" fill="${fill}"/><circle cx="${56 + i * 44}" cy="${78 + (i === 1 ? -12 : 6)}" r="14" fill="#fff"/><text x="${56 + i * 44}" y="${85 + (i === 1 ? -12 : 6)}" font-size="17" font-weight="800" text-anchor="middle" fill="#222">${n}</text>`;
    })
    .join('');
const bingo: Motif = (h) => {
  let out = `<rect x="50" y="32" width="100" height="90" rx="8" fill="#fff"/>`;
  for (let i = 0; i < 9; i++) {
    const x = 58 + (i % 3) * 30;
    const y = 40 + Math.floor(i / 3) * 27;
    const hit = ((h >>> i) & 1) === 1;
    out += `<rect x="${x}" y="${y}" width="24" height="22" rx="4" fill="${hit ? '#d62839' : '#eee'}"/>`;
  }
  return out;
};
const rocket: Motif = () =>
  `<path d="M30 116q60-4 110-70" stroke="${GOLD}" stroke-width="6" fill="none"/><path d="M140 30l12 28-22-4z" fill="#fff"/><text x="52" y="70" font-size="30" font-weight="800" fill="#fff">x${'2.5'}</text>`;

const MOTIFS: Record<DisplayCategory, readonly Motif[]> = {
  RNG: [reels, gem, coin, crown, reels],
  INHOUSE: [rocket, reels],
  LIVE: [cards, wheel, cards],
  FISH: [fish],
  PVP: [fan, tile],
  SPORTS: [ball],
  ESPORTS: [pad],
  COCKFIGHT: [spurs],
  LOTT: [balls],
  ELOTT: [balls],
  BGS: [bingo, balls, coin],
};

/** The SVG of one game or vendor card, `size` px square. */
export function artSvg(s: ArtSubject, size = 200): string {
  // FNV-1a of PG_0002 and PG_0003 differ in few bits: mix them so neighbours look different.
  const f = hash32(s.gameCode);
  const h = Math.imul(f ^ (f >>> 15), 0x2c1b3c6d) >>> 0;
  // The vendor sets the family of colours; each game moves within it.
  const base = hash32(s.vassalage) % 360;
  const hue = (base + ((h % 50) - 25) + 360) % 360;
  const top = `hsl(${hue},68%,46%)`;
  const bottom = `hsl(${(hue + 30) % 360},72%,22%)`;
  const ink = `hsl(${(hue + 180) % 360},70%,45%)`;
  const motifs = MOTIFS[s.gameType];
  const motif = motifs[(h >>> 7) % motifs.length]!(h >>> 3, ink);
  const title = s.isGame ? s.gameName : s.brand;
  const titleSize = fit(title, 176, s.isGame ? 24 : 30);
  const band = title
    ? `<rect y="142" width="200" height="58" fill="#000" fill-opacity=".35"/><text x="100" y="${172 + Math.round(titleSize / 3)}" font-size="${titleSize}" font-weight="800" text-anchor="middle" fill="#fff">${esc(title)}</text>`
    : '';
  const brand =
    s.isGame && s.brand
      ? `<text x="100" y="136" font-size="${fit(s.brand, 150, 13)}" font-weight="700" text-anchor="middle" fill="#fff" fill-opacity=".85">${esc(s.brand)}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200" font-family="Arial,sans-serif"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><circle cx="${40 + (h % 120)}" cy="${30 + ((h >>> 4) % 40)}" r="${50 + ((h >>> 8) % 30)}" fill="#fff" fill-opacity=".1"/>${brand}<g${s.isGame || !title ? '' : ' opacity=".5"'}>${motif}</g>${band}</svg>`;
}

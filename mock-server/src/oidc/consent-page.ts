// The embedded test provider's one page: who signs in (a demo identity the tester picks or
// types) and whether the site may have it. Server-rendered, in the player's language, in the
// tenant's light colours; no script at all, and its one style block is allowed by its hash.
import crypto from 'node:crypto';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '#schemas/constants.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { localize } from '#schemas/localized.ts';
import { resolveThemes } from '#schemas/theme-derive.ts';
import { CONSENT_TEXTS, type ConsentTexts } from './consent-texts.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const fill = (text: string, slots: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => slots[name] ?? all);

/** The tenant's language nearest to what the site asked for (ui_locales), else its default. */
export function consentLanguage(manifest: TenantManifest, asked: string | undefined): Language {
  const offered = manifest.languages.available as readonly string[];
  const wanted = (asked ?? '').split(' ').find((l) => offered.includes(l));
  const lang = wanted ?? manifest.languages.default;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
}

export interface DemoIdentity {
  sub: string;
  name: string;
  email: string;
  phone: string;
}

export interface PageOut {
  html: string;
  /** The Content-Security-Policy this page needs (its style block's hash, its form's target). */
  csp: string;
}

function page(manifest: TenantManifest, lang: Language, title: string, body: string): PageOut {
  const c = resolveThemes(manifest.themes).light;
  const style = [
    `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:${c.background};color:${c.text}}`,
    `main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:${c.surface};border:1px solid ${c.border};border-radius:12px}`,
    `h1{font-size:1.35rem;margin:0 0 .5rem}`,
    `.note{color:${c.textMuted};font-size:.875rem;margin:0 0 1rem}`,
    `label{display:block;margin:.75rem 0 .25rem;font-weight:600}`,
    `input{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:1px solid ${c.border};border-radius:8px;background:${c.surface};color:${c.text}}`,
    `.row{display:flex;gap:.75rem;margin-top:1.25rem}`,
    `button{flex:1;padding:.7rem;font:inherit;font-weight:600;border-radius:8px;border:1px solid ${c.primary};cursor:pointer}`,
    `.allow{background:${c.primary};color:${c.primaryContrast}}`,
    `.cancel{background:transparent;color:${c.primary}}`,
  ].join('');
  const hash = crypto.createHash('sha256').update(style).digest('base64');
  const dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
  return {
    html: `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`,
    csp: `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'; base-uri 'none'`,
  };
}

/** The sign-in and consent form of one interaction (it posts back to `action`). */
export function consentPage(
  manifest: TenantManifest,
  lang: Language,
  provider: string,
  action: string,
  identity: DemoIdentity,
): PageOut {
  const t: ConsentTexts = CONSENT_TEXTS[lang];
  const site = localize(manifest.displayName, lang, manifest.languages.default);
  const slots = { provider, site };
  const field = (name: keyof DemoIdentity, label: string, type: string, required: boolean) =>
    `<label for="${name}">${esc(label)}</label><input id="${name}" name="${name}" type="${type}" value="${esc(identity[name])}"${required ? ' required' : ''} autocomplete="off">`;
  const body = [
    `<h1>${esc(fill(t.title, slots))}</h1>`,
    `<p class="note">${esc(fill(t.standIn, slots))}</p>`,
    `<p>${esc(fill(t.intro, slots))}</p>`,
    `<form method="post" action="${esc(action)}">`,
    field('sub', t.sub, 'text', true),
    field('name', t.name, 'text', false),
    field('email', t.email, 'email', false),
    field('phone', t.phone, 'tel', false),
    `<div class="row"><button class="cancel" type="submit" name="decision" value="cancel" formnovalidate>${esc(t.cancel)}</button>`,
    `<button class="allow" type="submit" name="decision" value="allow">${esc(t.allow)}</button></div>`,
    `</form>`,
  ].join('');
  return page(manifest, lang, fill(t.title, slots), body);
}

/** What the provider shows for an interaction it no longer knows (expired, reloaded, forged). */
export function expiredPage(manifest: TenantManifest, lang: Language): PageOut {
  const t = CONSENT_TEXTS[lang];
  return page(manifest, lang, t.expired, `<p>${esc(t.expired)}</p>`);
}

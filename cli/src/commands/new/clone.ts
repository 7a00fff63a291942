// `lobby new <code> --from <source>`: everything of the source tenant except its identity (code,
// merchant code, domains, name and title, logo and art), with the answers given applied on top.
import type { TenantManifest } from '#schemas/index.ts';
import { localize } from '#schemas/localized.ts';
import { SWITCHABLE_FLAGS, type Answers } from './answers.ts';

type Json = Record<string, unknown>;

function replaceName(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') return from ? value.split(from).join(to) : value;
  if (Array.isArray(value)) return value.map((v) => replaceName(v, from, to));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceName(v, from, to)]));
  return value;
}

const sameModes = (m: TenantManifest, a: Answers) =>
  m.flags.USERNAMEREG3 === a.registration.includes('username') &&
  m.flags.MOBILENUMREG3 === a.registration.includes('mobile');

/** Every link of a manifest that leads off the site (support, social pages, app downloads). */
function outboundLinks(m: TenantManifest): Map<string, string> {
  const links = new Map<string, string>();
  m.customerService.forEach((c) =>
    links.set(`customer service "${localize(c.title, 'en', m.languages.default)}"`, c.url),
  );
  for (const [network, url] of Object.entries(m.social ?? {})) links.set(`social ${network}`, url);
  const { ios, android, iosLite } = m.apps ?? {};
  if (ios) links.set('app ios', ios);
  if (android) links.set('app android', android);
  if (iosLite) links.set('app iosLite', iosLite.url);
  return links;
}

/**
 * The clone, and one line per thing that differs from the source (what an operator must know);
 * `kept` names each outbound link the clone shares with its source. A clone must not send its
 * players to the source brand's support chat or app without the operator knowing: the links are
 * kept (the same operator often runs both brands' support) and listed.
 * `rendered` is the fresh template manifest for the new code: identity comes from there.
 */
export function cloneManifest(
  source: TenantManifest,
  rendered: TenantManifest,
  answers: Answers,
): { manifest: TenantManifest; changes: string[]; kept: string[] } {
  const changes: string[] = [];
  const renamed = replaceName(
    structuredClone(source),
    source.displayName,
    rendered.displayName,
  ) as TenantManifest;
  const m: TenantManifest = {
    ...renamed,
    code: rendered.code,
    merchantCode: rendered.merchantCode,
    displayName: rendered.displayName,
    domains: rendered.domains,
    branding: {
      ...renamed.branding,
      logo: rendered.branding.logo,
      favicon: rendered.branding.favicon,
    },
  };
  changes.push(`code ${source.code} → ${m.code}`);
  changes.push(`merchantCode ${source.merchantCode} → ${m.merchantCode}`);
  changes.push(`domains ${source.domains.join(', ')} → ${m.domains.join(', ')}`);
  if (source.displayName !== m.displayName) {
    changes.push(`displayName "${source.displayName}" → "${m.displayName}" (also in title, texts)`);
  }
  changes.push('logo, favicon, banners and promotion art drawn anew for the new name');

  // Answers given on the command line (or typed) win over the source's choices.
  if (
    answers.defaultLanguage !== source.languages.default ||
    answers.languages.join() !== source.languages.available.join()
  ) {
    m.languages = { default: answers.defaultLanguage, available: answers.languages };
    changes.push(`languages ${answers.languages.join(', ')} (default ${answers.defaultLanguage})`);
  }
  if (answers.theme !== source.themes.default) {
    m.themes = { ...m.themes, default: answers.theme };
    changes.push(`default theme ${answers.theme}`);
  }
  if (answers.primary.toLowerCase() !== source.themes.dark.primary.toLowerCase()) {
    m.themes = { ...rendered.themes, default: m.themes.default };
    changes.push(`colours derived from ${answers.primary}`);
  }
  if (
    answers.currencyCode !== source.currency.code ||
    answers.currencySymbol !== source.currency.symbol
  ) {
    m.currency = { code: answers.currencyCode, symbol: answers.currencySymbol };
    changes.push(`currency ${answers.currencyCode} ${answers.currencySymbol}`);
  }
  if (!sameModes(source, answers)) {
    m.registration = rendered.registration;
    m.flags = {
      ...m.flags,
      USERNAMEREG3: rendered.flags.USERNAMEREG3,
      MOBILENUMREG3: rendered.flags.MOBILENUMREG3,
    };
    changes.push(`registration ${answers.registration.join('+')} with the template's field rules`);
  }
  const flags = m.flags as unknown as Json;
  const renderedFlags = rendered.flags as unknown as Json;
  // Only the flags `lobby new` asks about: the others are the source tenant's to keep.
  for (const [k, v] of Object.entries(renderedFlags)) {
    if (!(SWITCHABLE_FLAGS as readonly string[]).includes(k)) continue;
    if (flags[k] !== v) {
      flags[k] = v;
      changes.push(`flag ${k} ${v ? 'on' : 'off'}`);
    }
  }
  const sourceLinks = outboundLinks(source);
  const kept = [...outboundLinks(m)]
    .filter(([what, url]) => /^https?:/i.test(url) && sourceLinks.get(what) === url)
    .map(([what, url]) => `${what}: ${url}`);
  return { manifest: m, changes, kept };
}

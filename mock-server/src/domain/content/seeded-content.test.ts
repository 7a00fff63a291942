// Seeded content follows the UI's coverage rule: on every tenant, every language the tenant offers
// has each seeded text (announcements, popups, notices, promotions, VIP levels, missions, mall
// items) in its own words, with the tenant's name and the same HTML as the English text. A player
// then never meets the tenant's default language, or English, in place of their own.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifests } from '#manifests/index.ts';
import type { LocalizedText } from '#schemas/localized.ts';
import { fixedClock } from '../../clock.ts';
import { emptyTenantData } from '../../store/data.ts';
import { seedPointsStep } from '../points/seed.ts';
import { seedRewardsStep } from '../rewards/seed.ts';
import { MISSIONS } from '../rewards/service.ts';
import { SITE_SLOT } from './localized.ts';
import { seedContentStep } from './seed.ts';

const manifests = loadManifests(path.join(import.meta.dirname, '../../../../tenants')).valid;

/** Names a language writes as English does (checked by a speaker, not a loophole). */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: ['Bronze', 'Gold', 'Smartphone'],
  fr: ['Bronze', 'Smartphone'],
  it: ['Smartphone'],
  nl: ['Smartphone'],
  pt: ['Bronze'],
  ro: ['Smartphone'],
  tl: ['Platinum', 'Smartphone'],
  id: ['Platinum'],
  ms: ['Platinum'],
};

const tags = (html: string) => [...html.matchAll(/<\/?\w+/g)].map((m) => m[0]).join('');

async function seededTexts(manifest: (typeof manifests)[number]) {
  const data = emptyTenantData();
  const deps = { clock: fixedClock(Date.UTC(2026, 0, 1)) };
  await seedContentStep(data, manifest, deps);
  await seedPointsStep(data, manifest, deps);
  await seedRewardsStep(data, manifest, deps);
  const c = data.content;
  return [
    ...c.announcements.flatMap((a) => [
      [`announcement ${a.id} title`, a.title],
      [`announcement ${a.id} body`, a.content],
    ]),
    ...c.popups.flatMap((p) => [
      [`popup ${p.execution} title`, p.title],
      [`popup ${p.execution} body`, p.content],
    ]),
    ...c.notices.map((n) => [`notice ${n.id}`, n.text]),
    ...data.rewards.activities.flatMap((a) => [
      [`promotion ${a.id} title`, a.title],
      [`promotion ${a.id} description`, a.description],
    ]),
    ...data.rewards.vipLevels.map((l) => [`VIP level ${l.level}`, l.name]),
    ...MISSIONS.map((m) => [`mission ${m.id}`, m.title]),
    ...data.points.items.map((i) => [`mall item ${i.id}`, i.name]),
  ] as [string, LocalizedText][];
}

describe.each(manifests.map((m) => [m.code, m] as const))('seeded content of %s', (_, manifest) => {
  it('is written in every language the tenant offers, each in its own words', async () => {
    const problems: string[] = [];
    for (const [where, text] of await seededTexts(manifest)) {
      if (typeof text === 'string') {
        problems.push(`${where}: one text for every language`);
        continue;
      }
      const en = text.en!.replaceAll(SITE_SLOT, manifest.displayName);
      for (const lang of manifest.languages.available) {
        // As answered: the brand's name fills its slot then (textIn).
        const own = text[lang]?.replaceAll(SITE_SLOT, manifest.displayName);
        if (!own) problems.push(`${where}: no ${lang}`);
        else if (/\{\w+\}/.test(own))
          problems.push(`${where} (${lang}): unfilled slot in "${own}"`);
        else if (lang !== 'en' && own === en && !SAME_AS_ENGLISH[lang]?.includes(own))
          problems.push(`${where} (${lang}): still English "${own}"`);
        else if (tags(own) !== tags(en)) problems.push(`${where} (${lang}): HTML differs`);
        else if (en.includes(manifest.displayName) && !own.includes(manifest.displayName))
          problems.push(`${where} (${lang}): the tenant's name is missing`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads as its own language: no two languages share a sentence', async () => {
    const texts = await seededTexts(manifest);
    const problems: string[] = [];
    for (const [where, text] of texts) {
      if (typeof text === 'string' || !/<p>/.test(text.en ?? '')) continue;
      const seen = new Map<string, string>();
      for (const lang of manifest.languages.available) {
        const other = seen.get(text[lang]!);
        if (other) problems.push(`${where}: ${lang} is the ${other} text`);
        seen.set(text[lang]!, lang);
      }
    }
    expect(problems).toEqual([]);
  });
});

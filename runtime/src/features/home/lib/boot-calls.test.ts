import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootCalls, homeSectionTypes } from '../../../../../schemas/boot-calls.ts';
import { loadValidManifests } from '../../../../../schemas/manifests.ts';
import { displayCategories } from '../../../lib/categories.ts';
import { homeSections } from './home-sections.ts';
import { prizeModeOf } from './prize-mode.ts';

const manifests = loadValidManifests(path.resolve(import.meta.dirname, '../../../../../tenants'));

describe('the head’s boot calls and the home page agree', () => {
  it.each(manifests.map((m) => [m.code, m] as const))(
    '%s: one game list per home section, in the section order',
    (_code, manifest) => {
      const categories = manifest.games.categories as Partial<Record<string, readonly string[]>>;
      const sections = homeSections(
        manifest.home.sections,
        displayCategories(manifest),
        prizeModeOf(categories),
      ).map((s) => s.category);
      expect(homeSectionTypes(manifest)).toEqual(sections);
      const lists = bootCalls(manifest).home.filter((u) => u.startsWith('/lgw/games/list?'));
      expect(lists.map((u) => new URL(u, 'http://x').searchParams.get('gameType'))).toEqual(
        sections,
      );
    },
  );
});

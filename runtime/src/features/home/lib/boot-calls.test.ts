import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootCalls } from '#schemas/boot-calls.ts';
import { HOME_SECTIONS_AT_BOOT } from '#schemas/constants.ts';
import { loadValidManifests } from '#manifests/index.ts';
import { homeSections } from '../../../lib/categories.ts';

const manifests = loadValidManifests(path.resolve(import.meta.dirname, '../../../../../tenants'));

describe('the head’s boot calls and the home page agree', () => {
  it.each(manifests.map((m) => [m.code, m] as const))(
    '%s: the game lists of the first sections the home shows, in their order, and no other',
    (_code, manifest) => {
      const sections = homeSections(manifest).map((s) => s.category);
      expect(sections.length).toBeGreaterThan(0);
      const lists = bootCalls(manifest).home.filter((u) => u.startsWith('/lgw/games/list?'));
      expect(lists.map((u) => new URL(u, 'http://x').searchParams.get('gameType'))).toEqual(
        sections.slice(0, HOME_SECTIONS_AT_BOOT),
      );
    },
  );
});

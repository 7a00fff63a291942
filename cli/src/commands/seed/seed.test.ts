import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataTools } from '#mock-server/src/index.ts';
import { run } from '../../main.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';

let repo: TempRepo | undefined;
let dataDir: string | undefined;
afterEach(() => {
  repo?.cleanup();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  repo = dataDir = undefined;
});

/** What a data folder holds for a tenant, read back from disk as a fresh server would. */
async function onDisk(dir: string, code: string) {
  const { openTenantStore } = await dataTools();
  return (await openTenantStore(dir, code)).data;
}

describe('lobby seed --content', () => {
  it("replaces a brand's content after a rename and keeps its members and money byte for byte", async () => {
    repo = tempRepo(['siam88']);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-seed-'));
    const seed = (...extra: string[]) =>
      run(['node', 'lobby', 'seed', 'siam88', '--data-dir', dataDir!, ...extra], repo!.ctx);
    expect(await seed()).toBe(0);
    const before = await onDisk(dataDir, 'siam88');
    expect(before.members.length).toBeGreaterThan(0);
    expect(before.ledger.length).toBeGreaterThan(0);
    // Seeded texts keep a slot for the brand's name, filled when they are answered.
    const nameSlot = '{site}';
    expect(JSON.stringify(before.content.notices)).toContain(nameSlot);

    // The operator renames the brand, then refreshes its content.
    repo.edit('siam88', (m) => {
      m.displayName = 'Siam Royal';
    });
    expect(await seed('--content')).toBe(0);
    const after = await onDisk(dataDir, 'siam88');

    expect(JSON.stringify(after.members)).toBe(JSON.stringify(before.members));
    expect(JSON.stringify(after.ledger)).toBe(JSON.stringify(before.ledger));
    expect(JSON.stringify(after.balances)).toBe(JSON.stringify(before.balances));
    expect(JSON.stringify(after.wallet)).toBe(JSON.stringify(before.wallet));
    // The inbox is the members' own (money messages among them): kept as it was.
    expect(JSON.stringify(after.content.messages)).toBe(JSON.stringify(before.content.messages));

    for (const list of ['announcements', 'popups', 'banners', 'notices'] as const) {
      expect(after.content[list].length, list).toBe(before.content[list].length);
      const text = JSON.stringify(after.content[list]);
      expect(text, list).not.toContain('Siam88');
    }
    expect(JSON.stringify(after.content.notices)).toContain(nameSlot);
    expect(JSON.stringify(after.content.announcements)).toContain(nameSlot);
    // New items take new ids: none collides with a kept one.
    const keptIds = new Set(before.members.map((m) => m.id));
    for (const a of after.content.announcements) expect(keptIds.has(a.id)).toBe(false);
  });
});

// `lobby seed <code>`: resets one tenant's data file and seeds it again (demo accounts, downline,
// bets, content). `--content` replaces only the brand's content (announcements, popups, banners,
// marquee notices) with what today's manifest draws, keeping members and money as they are.
// A running server keeps its data in memory: restart it (or POST /__test/reset).
import path from 'node:path';
import { loadValidManifests } from '#manifests/index.ts';
import type { Context } from '../../context.ts';
import { CliError } from '../../errors.ts';

export async function seed(
  ctx: Pick<Context, 'tenantsDir' | 'io'>,
  opts: { code: string; dataDir: string; content?: boolean },
): Promise<number> {
  const manifest = loadValidManifests(ctx.tenantsDir).find((m) => m.code === opts.code);
  if (!manifest) {
    throw new CliError(
      `unknown tenant "${opts.code}"`,
      'run `lobby list` to see the tenants (and `lobby validate <code>` if yours is missing)',
    );
  }
  const { dataTools, systemClock } = await import('#mock-server/src/index.ts');
  const { openTenantStore, seedTenant, reseedContent } = await dataTools();
  const dataDir = path.resolve(opts.dataDir);
  const store = await openTenantStore(dataDir, manifest.code);
  if (opts.content) {
    await store.write((d) => reseedContent(d, manifest, { clock: systemClock() }));
    const c = store.data.content;
    ctx.io.out(
      `Seeded ${manifest.code}'s content: ${c.announcements.length} announcements, ${c.popups.length} popups, ${c.banners.length} banners, ${c.notices.length} notices; ${store.data.members.length} members and ${store.data.ledger.length} ledger entries kept -> ${path.join(dataDir, `${manifest.code}.json`)}`,
    );
    ctx.io.out(
      'A server that is running keeps its old data in memory: restart it to see the seed.',
    );
    return 0;
  }
  await store.replace(await seedTenant(manifest, { clock: systemClock() }));
  const d = store.data;
  ctx.io.out(
    `Seeded ${manifest.code}: ${d.members.length} members, ${d.ledger.length} ledger entries -> ${path.join(dataDir, `${manifest.code}.json`)}`,
  );
  ctx.io.out('A server that is running keeps its old data in memory: restart it to see the seed.');
  return 0;
}

import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { BANNER_RASTER_WIDTH } from '#schemas/language-art.ts';
import { derivedAccent } from '#schemas/theme-derive.ts';
import { run } from '../../main.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';

let repo: TempRepo | undefined;
afterEach(() => {
  repo?.cleanup();
  repo = undefined;
});

/** Every file under `dir`, relative, with its text. */
function texts(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.join(rel, e.name);
      if (e.isDirectory()) walk(r);
      else out.set(r, fs.readFileSync(path.join(dir, r), 'utf8'));
    }
  };
  walk('');
  return out;
}

describe('lobby art', () => {
  it('after a rename, a recolour and a change of languages leaves no old name, colour or language', async () => {
    repo = tempRepo();
    const argv = ['node', 'lobby', 'new', 'lucky-star', '--yes', '--name', 'Lucky Star Casino'];
    expect(await run([...argv, '--primary', '#c0392b'], repo.ctx)).toBe(0);
    const dir = path.join(repo.tenantsDir, 'lucky-star');
    const file = path.join(dir, 'tenant.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      displayName: string;
      themes: { default: 'dark' | 'light'; dark: { primary: string }; light: { primary: string } };
      languages: { default: string; available: string[] };
    };
    manifest.displayName = 'Golden Koi';
    manifest.themes[manifest.themes.default].primary = '#1e8449';
    manifest.languages.available = ['en', 'ja', 'ar'];
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2));

    expect(await run(['node', 'lobby', 'art', 'lucky-star'], repo.ctx)).toBe(0);
    const assets = texts(path.join(dir, 'assets'));
    for (const [rel, text] of assets) {
      expect(text, rel).not.toContain('Lucky Star');
      expect(text, rel).not.toContain('#c0392b');
    }
    expect(assets.get('logo.svg')).toContain('Golden Koi');
    expect(assets.get('banners/banner-1.svg')).toContain('#1e8449');
    expect(assets.get('banners/ja/banner-1.svg')).toContain('ウェルカムボーナス 100%');
    expect(assets.get('banners/ar/banner-1.svg')).toContain('مكافأة ترحيب 100%');
    // The promotion art has its title drawn in too: one set per listed language.
    expect(assets.get('promotions/ja/join.svg')).toContain('毎週のイベント');
    expect(assets.get('promotions/en/claim.svg')).toContain('Free bonus');
    expect(assets.get('promotions/ar/apply.svg')).toContain('#1e8449');
    // Languages the brand no longer lists keep no art to be served.
    for (const folder of ['banners', 'promotions'])
      for (const lang of ['th', 'zh'])
        expect(fs.existsSync(path.join(dir, 'assets', folder, lang)), `${folder}/${lang}`).toBe(
          false,
        );
  });

  it('a recolour moves the accent `lobby new` left to the primary; a named accent stays', async () => {
    repo = tempRepo();
    const argv = ['node', 'lobby', 'new', 'lucky-star', '--yes', '--primary', '#c0392b'];
    expect(await run(argv, repo.ctx)).toBe(0);
    const dir = path.join(repo.tenantsDir, 'lucky-star');
    const file = path.join(dir, 'tenant.json');
    const written = fs.readFileSync(file, 'utf8');
    // A colour the operator did not choose is not frozen into the manifest.
    expect(written).not.toMatch(/"accent"/);
    const manifest = JSON.parse(written) as {
      themes: Record<string, { primary: string; accent?: string }> & { default: string };
    };
    const theme = manifest.themes[manifest.themes.default]!;
    const oldAccent = derivedAccent(theme.primary);
    theme.primary = '#1e8449';
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
    expect(await run(['node', 'lobby', 'art', 'lucky-star'], repo.ctx)).toBe(0);
    const mall = fs.readFileSync(path.join(dir, 'assets', 'mall', 'credit.svg'), 'utf8');
    expect(mall).toContain(derivedAccent('#1e8449'));
    expect(mall).not.toContain(oldAccent);

    theme.accent = '#ff00aa';
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
    expect(await run(['node', 'lobby', 'art', 'lucky-star'], repo.ctx)).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'assets', 'mall', 'credit.svg'), 'utf8')).toContain(
      '#ff00aa',
    );
  });

  it('draws each banner as a raster at the width the home shows it, its words drawn in', async () => {
    repo = tempRepo();
    const argv = ['node', 'lobby', 'new', 'lucky-star', '--yes', '--name', 'Lucky Star Casino'];
    expect(await run([...argv, '--primary', '#c0392b'], repo.ctx)).toBe(0);
    const dir = path.join(repo.tenantsDir, 'lucky-star');
    const banners = path.join(dir, 'assets', 'banners');
    // A new brand's home shows rasters from day one.
    expect(fs.existsSync(path.join(banners, 'banner-1.webp'))).toBe(true);

    const file = path.join(dir, 'tenant.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      themes: { default: 'dark' | 'light'; dark: { primary: string }; light: { primary: string } };
      languages: { available: string[] };
    };
    manifest.themes[manifest.themes.default].primary = '#1e8449';
    manifest.languages.available = ['en', 'th', 'zh', 'ar', 'vi'];
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
    expect(await run(['node', 'lobby', 'art', 'lucky-star'], repo.ctx)).toBe(0);

    const svgs = fs
      .readdirSync(banners, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.svg'));
    expect(svgs).toHaveLength(3 * 6);
    const pixels = async (image: Buffer | string, density?: number) => {
      const { data, info } = await sharp(image, density ? { density } : {})
        .resize({ width: BANNER_RASTER_WIDTH })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    };
    for (const rel of svgs) {
      const svg = fs.readFileSync(path.join(banners, rel), 'utf8');
      const svgWidth = Number(/width="(\d+)"/.exec(svg)![1]);
      const svgHeight = Number(/height="(\d+)"/.exec(svg)![1]);
      const webp = path.join(banners, rel.replace(/\.svg$/, '.webp'));
      const meta = await sharp(webp).metadata();
      expect(meta.format, rel).toBe('webp');
      expect([meta.width, meta.height], rel).toEqual([
        BANNER_RASTER_WIDTH,
        Math.round((BANNER_RASTER_WIDTH * svgHeight) / svgWidth),
      ]);
      const raster = await pixels(webp);
      // Drawn from today's art: the recoloured brand, green where it was red.
      const [r, g] = [raster.data[0]!, raster.data[1]!];
      expect(g, `${rel} top-left pixel`).toBeGreaterThan(r);
      // Its words are drawn in: against the same art without its texts, the headline, line and
      // button differ in a good share of the pixels (a blank or text-less image in none).
      const bare = await pixels(
        Buffer.from(svg.replace(/<text[^>]*>[^<]*<\/text>/g, '')),
        (72 * BANNER_RASTER_WIDTH) / svgWidth,
      );
      let changed = 0;
      for (let i = 0; i < raster.data.length; i += 3)
        if (Math.abs(raster.data[i]! - bare.data[i]!) > 64) changed++;
      expect(changed / (raster.width * raster.height), rel).toBeGreaterThan(0.02);
    }
  });

  it('refuses an unknown tenant and leaves the tenants as they were', async () => {
    repo = tempRepo();
    expect(await run(['node', 'lobby', 'art', 'nosuch'], repo.ctx)).not.toBe(0);
    expect(repo.err.join('\n')).toMatch(/unknown tenant/);
  });
});

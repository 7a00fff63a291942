// The served site before and after a publish, as the gallery shoots it: the brand's home at a
// desktop width from the running `lobby start` itself (not the preview), once before the rollout
// and once after it. It needs a Chromium on the operator's machine; without one the publish still
// happens, and the answer says why there are no shots instead of pretending.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import type { PublishShots } from '#studio/src/protocol.ts';
import { launchChromium, openSettled, visitorContext } from '../gallery/capture.ts';

const VIEWPORT = { width: 1280, height: 800 };

export interface Shooter {
  /** The served page at `url` as a JPEG data URL, or the reason it could not be shot. */
  shoot(url: string): Promise<string | { failed: string }>;
  close(): Promise<void>;
}

/** A browser to shoot with, or why there is none (the studio says it beside the publish). */
export async function openShooter(chromium: string): Promise<Shooter | { missing: string }> {
  if (!fs.existsSync(chromium)) return { missing: `no Chromium at ${chromium}` };
  let browser: Browser;
  try {
    browser = await launchChromium(chromium);
  } catch (e) {
    return { missing: `Chromium at ${chromium} did not start: ${firstLine(e)}` };
  }
  return {
    async shoot(url) {
      const context = await visitorContext(browser, VIEWPORT);
      try {
        const page = await context.newPage();
        await openSettled(page, url);
        const jpeg = await page.screenshot({ type: 'jpeg', quality: 80, animations: 'disabled' });
        return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      } catch (e) {
        return { failed: firstLine(e) };
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}

const firstLine = (e: unknown) => (e instanceof Error ? e.message.split('\n')[0]! : String(e));

/** The pair the studio shows, or why it has none. */
export function shotsOf(
  before: string | { failed: string },
  after: string | { failed: string },
): PublishShots {
  if (typeof before === 'string' && typeof after === 'string') return { before, after };
  const failed = [before, after].find((s): s is { failed: string } => typeof s !== 'string')!;
  return { missing: failed.failed };
}

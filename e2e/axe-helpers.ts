// axe-core scans for e2e (issue 14): the accessibility walk (a11y.spec.ts) and the flows that
// reach a modal only in a particular state (a contract offer, a deposit to confirm...) collect
// serious and critical findings the same way.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SERIOUS = new Set(['serious', 'critical']);

/** Serious and critical findings of one scan, one readable line per node. */
export class Findings {
  readonly lines: string[] = [];
  scans = 0;

  /** Scans the page (or only `include`, for a modal or a panel over a page already scanned). */
  async scan(page: Page, label: string, include?: string) {
    // Legacy mode runs axe in the page itself (frames included) instead of opening a blank page
    // per scan; only violations are collected (passes are most of the result's size).
    let builder = new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode();
    if (include) builder = builder.include(include);
    const started = Date.now();
    const result = await builder.analyze();
    this.scans++;
    if (process.env.LOBBY_A11Y_TRACE)
      console.log(`${label} ${Date.now() - started} ms, ${result.violations.length} rules failing`);
    for (const v of result.violations) {
      if (!SERIOUS.has(v.impact ?? '')) continue;
      for (const node of v.nodes)
        this.lines.push(
          `${label}: ${v.id} (${v.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`,
        );
      if (process.env.LOBBY_A11Y_TRACE) console.log(this.lines.slice(-v.nodes.length).join('\n'));
    }
  }

  expectNone() {
    expect(
      this.lines,
      `${this.lines.length} serious/critical axe findings in ${this.scans} scans`,
    ).toEqual([]);
  }
}

/** Waits until no spinner is left in the page (lazy screens and their first data). */
export async function settle(page: Page) {
  await expect(page.locator('.spinner:visible')).toHaveCount(0);
}

export async function modalScan(
  page: Page,
  f: Findings,
  label: string,
  open: () => Promise<unknown>,
  testId: string,
) {
  await open();
  const modal = page.getByTestId(testId);
  await expect(modal).toBeVisible();
  await settle(page);
  await f.scan(page, label, `[data-testid="${testId}"]`);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/**
 * For a flow that has just opened a dialog only a particular state shows (a contract offer, a
 * deposit to confirm): no serious or critical axe finding inside it, in this tenant's theme.
 */
export async function expectAccessible(page: Page, testId: string) {
  const f = new Findings();
  await settle(page);
  await f.scan(page, testId, `[data-testid="${testId}"]`);
  f.expectNone();
}

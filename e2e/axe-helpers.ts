// axe-core scans for e2e (issue 14): the accessibility walk (a11y.spec.ts) and the flows that
// reach a modal only in a particular state (a contract offer, a deposit to confirm...) collect
// serious and critical findings the same way.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SERIOUS = new Set(['serious', 'critical']);

/**
 * Jumps every finite animation of the page to its end state (spinners and marquees loop on): what
 * the player sees once a dialog has faded in or colours have eased after a theme switch, without
 * waiting for it at each of a walk's ~150 scans.
 */
const finishAnimations = () => {
  for (const a of document.getAnimations())
    if (Number.isFinite(a.effect?.getComputedTiming().iterations ?? Infinity)) a.finish();
};

/**
 * axe-core, injected once per document: AxeBuilder evaluates the whole ~0.6 MB source twice per
 * scan otherwise, a good part of a walk's time. The guard keeps the axe a page already has.
 */
const AXE_ONCE = `if (!window.axe) {\n${axe.source}\n}`;

/** Rules whose result depends on the colours: the only ones the theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What a brand can change on a page its behaviour profile's representative also shows (e2e/matrix.ts):
 * the colours, and the texts and images of its identity (title, logo, licence, agent texts), whose
 * names and lengths axe judges. The rest is the representative's DOM, scanned whole there.
 */
export const BRAND_RULES = [
  ...COLOUR_RULES,
  'document-title',
  'image-alt',
  'role-img-alt',
  'link-name',
  'button-name',
  'label-content-name-mismatch',
  'scrollable-region-focusable',
];

export type Theme = 'light' | 'dark';

/**
 * The look of a stop: the tag-and-class path of every rendered element under `include`. Colour
 * contrast follows from which CSS rules apply, so two stops with the same paths pair the same
 * tokens, whatever their texts say.
 */
function looksOf(include: string | undefined): string[] {
  const root = include ? document.querySelector(include) : document.documentElement;
  if (!root) return [];
  const paths = new Set<string>();
  for (const el of root.querySelectorAll('*')) {
    if (el.getClientRects().length === 0) continue;
    let path = '';
    for (let e: Element | null = el; e && e !== root.parentElement; e = e.parentElement)
      path = `${e.localName}.${[...e.classList].sort().join('.')}>${path}`;
    paths.add(path);
  }
  return [...paths];
}

export interface FindingsOptions {
  /**
   * Themes to check the colour rules in at every stop, besides the page's own theme (switched in
   * place the way the theme toggle does it: the same page, other colours), so a walk sees every
   * route and dialog in both themes without walking twice.
   */
  alsoIn?: readonly Theme[];
  /** The rules of the scan in the page's own theme: all of WCAG A and AA unless given. */
  rules?: readonly string[];
  /**
   * Skip a stop whose every element looks like one an earlier stop of the walk showed (see
   * looksOf): for a brand, whose pages differ from its representative's only in colours and
   * identity texts, eight game lists of one layout are one check.
   */
  skipSeenLooks?: boolean;
}

/** Serious and critical findings of one scan, one readable line per node. */
export class Findings {
  readonly lines: string[] = [];
  scans = 0;
  /** Stops not scanned because an earlier one had their look (skipSeenLooks). */
  readonly skipped: string[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly o: FindingsOptions = {}) {}

  /** Scans the page (or only `include`, for a modal or a panel over a page already scanned). */
  async scan(page: Page, label: string, include?: string) {
    if (this.o.skipSeenLooks) {
      const looks = await page.evaluate(looksOf, include);
      if (looks.every((l) => this.seen.has(l))) {
        this.skipped.push(label);
        return;
      }
      for (const l of looks) this.seen.add(l);
    }
    await this.analyze(page, label, include, this.o.rules);
    const alsoIn = this.o.alsoIn ?? [];
    if (!alsoIn.length) return;
    const own = await page.evaluate(() => document.documentElement.dataset.theme ?? '');
    for (const theme of alsoIn) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await this.analyze(page, `${label} [${theme}]`, include, COLOUR_RULES);
    }
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), own);
  }

  private async analyze(page: Page, label: string, include?: string, rules?: readonly string[]) {
    // Legacy mode runs axe in the page itself (frames included) instead of opening a blank page
    // per scan; only violations are collected (passes are most of the result's size).
    let builder = new AxeBuilder({ page, axeSource: AXE_ONCE })
      .options({ resultTypes: ['violations'] })
      .setLegacyMode();
    builder = rules ? builder.withRules([...rules]) : builder.withTags(TAGS);
    if (include) builder = builder.include(include);
    // A dialog fades in (and colours ease after a theme switch): scanned mid-animation, its text
    // blends into what is behind it and axe reports a contrast the player never sees.
    await page.evaluate(finishAnimations);
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
 * lower-rate confirmation): no serious or critical axe finding inside it, in the tenant's theme,
 * and none of colour in its other theme.
 */
export async function expectAccessible(page: Page, testId: string) {
  const own = await page.evaluate(() => document.documentElement.dataset.theme);
  const f = new Findings({ alsoIn: [own === 'light' ? 'dark' : 'light'] });
  await settle(page);
  await f.scan(page, testId, `[data-testid="${testId}"]`);
  f.expectNone();
}

// axe-core scans for e2e: the accessibility walk (a11y.spec.ts) and the flows that
// reach a modal only in a particular state (a contract offer, a deposit to confirm...) collect
// serious and critical findings the same way.
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
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
 * Puts axe-core in every frame that lacks it. The ~0.6 MB source crosses to the browser once per
 * document: @axe-core/playwright's AxeBuilder sends it twice at every scan (plus a configure call
 * per frame), and at a brand's ~100 scans that traffic was a good part of the browser's and the
 * test worker's CPU.
 */
async function ensureAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
    } catch (error) {
      // A game or lottery frame navigating away is skipped, as AxeBuilder skips it; the page is not.
      if (frame === page.mainFrame()) throw error;
    }
  }
}

interface AxeRun {
  marks?: string;
  marked?: number;
  scope?: string;
  options: RunOptions;
}

/**
 * axe.run in the page (frames with axe included): on `marks` while all `marked` elements of the
 * page are still there, else on `scope` (the whole document when absent). A list that re-rendered
 * since its new looks were marked lost its marks: it is scanned whole rather than in part.
 */
const runAxe = ({ marks, marked, scope, options }: AxeRun) => {
  const onMarks = marks !== undefined && document.querySelectorAll(marks).length === marked;
  const include = onMarks ? marks : scope;
  return (window as unknown as { axe: typeof axe }).axe.run(
    include ? { include: [include] } : document,
    options,
  );
};

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

/** The attribute marking, for one scan, the elements whose look no earlier stop showed. */
const NEW_LOOK = 'data-axe-new-look';

/**
 * Marks the elements under `include` whose look the walk has not seen, and returns the new looks.
 * An element's look is the tag-and-class path from the document down to it: colour contrast
 * follows from which CSS rules apply, so two elements with the same path pair the same tokens,
 * whatever their texts say. Only the highest new element of a subtree is marked (everything below
 * it is new too); the looks travel as short hashes, the walk's set of them stays small.
 */
function markNewLooks({ include, seen, attr }: { include?: string; seen: string[]; attr: string }) {
  for (const el of document.querySelectorAll(`[${attr}]`)) el.removeAttribute(attr);
  const root = include ? document.querySelector(include) : document.documentElement;
  if (!root) return { fresh: [], marked: 0 };
  const known = new Set(seen);
  const hash = (text: string) => {
    let h = 0x811c9dc5; // FNV-1a, 32 bits
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return (h >>> 0).toString(36) + text.length.toString(36);
  };
  const pathOf = new Map<Element, string>();
  const path = (el: Element): string => {
    let p = pathOf.get(el);
    if (p === undefined) {
      const parent = el.parentElement;
      p = `${parent ? path(parent) : ''}>${el.localName}.${[...el.classList].sort().join('.')}`;
      pathOf.set(el, p);
    }
    return p;
  };
  const fresh = new Set<string>();
  const marked = new Set<Element>();
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (el.getClientRects().length === 0) continue;
    const look = hash(path(el));
    if (known.has(look)) continue;
    fresh.add(look);
    // A new element inside a marked one is scanned with it.
    let inside = false;
    for (let e = el.parentElement; e && !inside; e = e.parentElement) inside = marked.has(e);
    if (inside) continue;
    el.setAttribute(attr, '');
    marked.add(el);
  }
  return { fresh: [...fresh], marked: marked.size };
}

interface FindingsOptions {
  /**
   * Themes to check the colour rules in at every stop, besides the page's own theme (switched in
   * place the way the theme toggle does it: the same page, other colours), so a walk sees every
   * route and dialog in both themes without walking twice.
   */
  alsoIn?: readonly Theme[];
  /** The rules of the scan in the page's own theme: all of WCAG A and AA unless given. */
  rules?: readonly string[];
  /**
   * Scan only what looks new to the walk (see markNewLooks), and skip a stop with nothing new:
   * for a brand, whose pages differ from its representative's only in colours and identity
   * texts, eight game lists of one layout are one check, and a dialog over a page already seen
   * is the dialog alone.
   */
  onlyNewLooks?: boolean;
}

/** Serious and critical findings of one scan, one readable line per node. */
export class Findings {
  readonly lines: string[] = [];
  scans = 0;
  /** Stops not scanned because earlier ones had all their looks (onlyNewLooks). */
  readonly skipped: string[] = [];
  /** Stops scanned in part: only what earlier ones had not shown (onlyNewLooks). */
  partial = 0;
  private readonly seen = new Set<string>();

  constructor(private readonly o: FindingsOptions = {}) {}

  /** Scans the page (or only `include`, for a modal or a panel over a page already scanned). */
  async scan(page: Page, label: string, include?: string) {
    const run = { scope: include, marks: undefined as string | undefined, marked: 0 };
    if (this.o.onlyNewLooks) {
      const { fresh, marked } = await page.evaluate(markNewLooks, {
        include,
        seen: [...this.seen],
        attr: NEW_LOOK,
      });
      if (fresh.length === 0) {
        this.skipped.push(label);
        return;
      }
      if (this.seen.size > 0) this.partial++;
      for (const look of fresh) this.seen.add(look);
      Object.assign(run, { marks: `[${NEW_LOOK}]`, marked });
    }
    await this.analyze(page, label, run, this.o.rules);
    const alsoIn = this.o.alsoIn ?? [];
    if (!alsoIn.length) return;
    const own = await page.evaluate(() => document.documentElement.dataset.theme ?? '');
    for (const theme of alsoIn) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await this.analyze(page, `${label} [${theme}]`, run, COLOUR_RULES);
    }
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), own);
  }

  private async analyze(
    page: Page,
    label: string,
    run: Omit<AxeRun, 'options'>,
    rules?: readonly string[],
  ) {
    // Only violations are collected: passes are most of a result's size.
    const options: RunOptions = {
      resultTypes: ['violations'],
      runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: TAGS },
    };
    // A dialog fades in (and colours ease after a theme switch): scanned mid-animation, its text
    // blends into what is behind it and axe reports a contrast the player never sees.
    await page.evaluate(finishAnimations);
    await ensureAxe(page);
    const started = Date.now();
    const result: AxeResults = await page.evaluate(runAxe, { ...run, options });
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

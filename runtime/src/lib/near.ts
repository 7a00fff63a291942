// Whether an element is near enough to be seen to be worth rendering: what a long page (home's
// sections, a row's tiles) mounts only as it approaches the screen, and lets go of once far away,
// so a phone lays out and paints what the player can reach, not the whole page.
//
// One IntersectionObserver per root, margin and threshold serves every element that asks (a
// page asks for hundreds: cells, tickers, icons), and an observer each would cost more than the
// work it saves.
import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

type Listener = (inside: boolean) => void;

interface Shared {
  observer: IntersectionObserver;
  listeners: Map<Element, Listener>;
}

const pools = new WeakMap<Element | Document, Map<string, Shared>>();

interface Watch {
  /** The box the element is seen through; the viewport when null. */
  root?: Element | null;
  /** How far outside the root still counts (CSS margin syntax). */
  margin?: string;
  /** The share of the element that must be inside. */
  threshold?: number;
}

/**
 * Calls `listen` each time the element comes inside its root (with the margin) or leaves it;
 * returns the way to stop. Without IntersectionObserver (a test's DOM) it is inside at once.
 */
export function watchIntersection(
  el: Element,
  { root = null, margin = '0px', threshold = 0 }: Watch,
  listen: Listener,
): () => void {
  if (!observable()) {
    listen(true);
    return () => undefined;
  }
  const key: Element | Document = root ?? document;
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = new Map()));
  const kind = `${margin}|${threshold}`;
  let shared = pool.get(kind);
  if (!shared) {
    const listeners = new Map<Element, Listener>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) listeners.get(e.target)?.(e.isIntersecting);
      },
      { root, rootMargin: margin, threshold },
    );
    shared = { observer, listeners };
    pool.set(kind, shared);
  }
  const { observer, listeners } = shared;
  listeners.set(el, listen);
  observer.observe(el);
  return () => {
    listeners.delete(el);
    observer.unobserve(el);
  };
}

interface NearOptions {
  /** The scrolling box the element moves in, found from the element; the viewport when left out. */
  root?: (el: Element) => Element | null;
  /** How far outside the box counts as near, in boxes (1: one screenful on every side). */
  screens: number;
  /**
   * Once near, how many boxes away the element may move before it counts as far again (more
   * than `screens`, so scrolling to and fro across the edge does not mount and unmount over and
   * over). Left out: once near, always near.
   */
  keepScreens?: number;
  /** Near from the start: the first cells of a row, known to be on or next to the screen. */
  eager?: boolean;
}

/** Without IntersectionObserver (server render, tests' DOM) everything counts as near. */
const observable = () => typeof IntersectionObserver !== 'undefined';

const marginOf = (screens: number) => `${screens * 100}%`;

export function useNear(
  ref: RefObject<Element | null>,
  { root, screens, keepScreens, eager = false }: NearOptions,
) {
  const [near, setNear] = useState(() => eager || !observable());
  // What is already in reach mounts when the observer first reports, a frame after the
  // placeholder (the same size) is drawn: reading the geometry here instead would force a
  // layout in the middle of React's commit.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !observable()) return;
    const rootEl = root?.(el) ?? null;
    // In a transition: what comes near mounts in slices React can pause for a tap or a scroll,
    // behind its placeholder of the same size, not in one task for every tile the observer
    // reported at once.
    if (!near)
      return watchIntersection(el, { root: rootEl, margin: marginOf(screens) }, (inside) => {
        if (inside) startTransition(() => setNear(true));
      });
    if (keepScreens === undefined) return;
    return watchIntersection(el, { root: rootEl, margin: marginOf(keepScreens) }, (inside) => {
      if (!inside) startTransition(() => setNear(false));
    });
  }, [ref, root, screens, keepScreens, eager, near]);
  return near;
}

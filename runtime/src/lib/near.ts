// Whether an element is near enough to be seen to be worth rendering: what a long page (home's
// sections, a row's tiles) mounts only as it approaches the screen, and lets go of once far away,
// so a phone lays out and paints what the player can reach, not the whole page.
//
// One IntersectionObserver per root and margin serves every element that asks: a page asks for
// hundreds of cells, and an observer each would cost more than the work it saves.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

type Listener = (inside: boolean) => void;

interface Shared {
  observer: IntersectionObserver;
  listeners: Map<Element, Listener>;
}

const pools = new WeakMap<Element | Document, Map<string, Shared>>();

function watch(el: Element, root: Element | null, margin: string, listen: Listener): () => void {
  const key: Element | Document = root ?? document;
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = new Map()));
  let shared = pool.get(margin);
  if (!shared) {
    const listeners = new Map<Element, Listener>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) listeners.get(e.target)?.(e.isIntersecting);
      },
      { root, rootMargin: margin },
    );
    shared = { observer, listeners };
    pool.set(margin, shared);
  }
  const { observer, listeners } = shared;
  listeners.set(el, listen);
  observer.observe(el);
  return () => {
    listeners.delete(el);
    observer.unobserve(el);
  };
}

export interface NearOptions {
  /** The scrolling box the element moves in, found from the element; the viewport when left out. */
  root?: (el: Element) => Element | null;
  /** The direction the box scrolls in. */
  axis: 'x' | 'y';
  /** How far outside the box counts as near, in boxes (1: one screen before and after). */
  screens: number;
  /**
   * Once near, how many boxes away the element may move before it counts as far again (more
   * than `screens`, so scrolling to and fro across the edge does not mount and unmount over and
   * over). Left out: once near, always near.
   */
  keepScreens?: number;
  /**
   * Near from the start, without reading the geometry: the first cells of a row, known to be on
   * or next to the screen. Each reading forces a layout in the middle of React's commit, which a
   * row of twenty cells paid for twice per frame.
   */
  eager?: boolean;
}

const marginOf = (axis: 'x' | 'y', screens: number) =>
  axis === 'y' ? `${screens * 100}% 0px` : `0px ${screens * 100}%`;

/** Whether `el` is within `screens` boxes of its root now (read once, before the first paint). */
function nearNow(el: Element, root: Element | null, axis: 'x' | 'y', screens: number): boolean {
  const r = el.getBoundingClientRect();
  const box = root?.getBoundingClientRect() ?? {
    left: 0,
    top: 0,
    right: window.innerWidth,
    bottom: window.innerHeight,
  };
  const [start, end, from, to] =
    axis === 'y' ? [r.top, r.bottom, box.top, box.bottom] : [r.left, r.right, box.left, box.right];
  const reach = (to - from) * screens;
  return end >= from - reach && start <= to + reach;
}

/** Without IntersectionObserver (server render, tests' DOM) everything counts as near. */
const observable = () => typeof IntersectionObserver !== 'undefined';

export function useNear(
  ref: RefObject<Element | null>,
  { root, axis, screens, keepScreens, eager = false }: NearOptions,
) {
  const [near, setNear] = useState(() => eager || !observable());
  const measured = useRef(false);
  // A layout effect, and a first reading of where the element is: what is already on screen
  // mounts before the first paint, not when the observer first reports, a frame or more later.
  // Only the first: after that the observers alone decide, both the same way (a box between the
  // element and its root that clips it, such as swiper's, clips for both), so the reading and
  // an observer can never disagree back and forth.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !observable()) return;
    const rootEl = root?.(el) ?? null;
    const first = !measured.current && !eager;
    measured.current = true;
    if (!near) {
      if (first && nearNow(el, rootEl, axis, screens)) {
        setNear(true);
        return;
      }
      return watch(el, rootEl, marginOf(axis, screens), (inside) => {
        if (inside) setNear(true);
      });
    }
    if (keepScreens === undefined) return;
    return watch(el, rootEl, marginOf(axis, keepScreens), (inside) => {
      if (!inside) setNear(false);
    });
  }, [ref, root, axis, screens, keepScreens, eager, near]);
  return near;
}

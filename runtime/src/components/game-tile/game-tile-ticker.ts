// One clock for every tile's ticker (spec §9: +165.11 every 3 s). Each step writes the new amount
// straight into the tickers the player can see: no React render per tile per step, and nothing
// for a tile scrolled off screen (a row's hidden end, a section below the fold), which is brought
// up to date the moment it shows. The interval runs while a ticker is mounted.
import { useLayoutEffect, type RefObject } from 'react';
import { GAME_TICKER } from '../../config/constants.ts';
import { watchIntersection } from '../../lib/near.ts';

type Text = (ticks: number) => string;

let ticks = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const texts = new Map<Element, Text>();
const inView = new Set<Element>();

/** The amount a ticker shows now (what a render writes). */
export const tickerNow = (text: Text) => text(ticks);

function write(el: Element) {
  const text = texts.get(el);
  if (!text) return;
  const next = text(ticks);
  // React wrote the span's one text node: change that node, so React's own later writes land.
  const node = el.firstChild;
  if (node?.nodeType === Node.TEXT_NODE && node === el.lastChild) {
    if (node.nodeValue !== next) node.nodeValue = next;
  } else if (el.textContent !== next) el.textContent = next;
}

function step() {
  ticks += 1;
  for (const el of inView) write(el);
}

function track(el: Element, text: Text): () => void {
  texts.set(el, text);
  const stop = watchIntersection(el, {}, (inside) => {
    if (!inside) inView.delete(el);
    else {
      inView.add(el);
      write(el);
    }
  });
  timer ??= setInterval(step, GAME_TICKER.intervalMs);
  return () => {
    stop();
    texts.delete(el);
    inView.delete(el);
    if (texts.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Keeps the element's text the ticker's amount, step by step, while it is on screen. */
export function useTicker(ref: RefObject<Element | null>, text: Text) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    return track(el, text);
  }, [ref, text]);
}

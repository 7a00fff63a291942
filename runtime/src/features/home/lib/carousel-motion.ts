// How a home carousel's track moves: by one slide, forwards or back, in the page's direction. The
// track is the browser's own scroller (a swipe, a wheel or the keyboard move it natively); these
// are the moves the arrows and the autoplay make on it.

/** The slides' leading edge: where a slide that leads the track starts (right in RTL). */
const leadingEdge = (rect: DOMRect, rtl: boolean) => (rtl ? -rect.right : rect.left);

const isRtl = (track: HTMLElement) => getComputedStyle(track).direction === 'rtl';

/** How far the track has scrolled from its start, in pixels (RTL scrolls to negative values). */
const scrolled = (track: HTMLElement) => Math.abs(track.scrollLeft);

export const atEnd = (track: HTMLElement) =>
  scrolled(track) + track.clientWidth >= track.scrollWidth - 1;

/**
 * The scrollLeft that brings the next (dir 1) or previous (dir -1) slide to the leading edge, or
 * back to the start from the end going forwards; null when there is nowhere to go.
 */
export function stepTarget(track: HTMLElement, dir: 1 | -1): number | null {
  const rtl = isRtl(track);
  const start = leadingEdge(track.getBoundingClientRect(), rtl);
  if (dir === 1 && atEnd(track)) return scrolled(track) > 1 ? 0 : null;
  const offsets = [...track.children].map(
    (slide) => leadingEdge(slide.getBoundingClientRect(), rtl) - start,
  );
  const offset = dir === 1 ? offsets.find((o) => o > 1) : offsets.filter((o) => o < -1).at(-1);
  if (offset === undefined) return null;
  return track.scrollLeft + (rtl ? -offset : offset);
}

/**
 * Scrolls the track to `left` over `ms` (eased), snapping suspended meanwhile: a mandatory snap
 * would pull every intermediate position back to a slide. Returns the way to stop it where it is.
 */
export function glide(track: HTMLElement, left: number, ms: number, done: () => void): () => void {
  const from = track.scrollLeft;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (ms <= 0 || reduced || typeof requestAnimationFrame === 'undefined') {
    track.scrollLeft = left;
    done();
    return () => undefined;
  }
  track.style.scrollSnapType = 'none';
  const started = performance.now();
  let frame = 0;
  const finish = () => {
    cancelAnimationFrame(frame);
    track.style.scrollSnapType = '';
  };
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / ms);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    track.scrollLeft = from + (left - from) * eased;
    if (t < 1) frame = requestAnimationFrame(step);
    else {
      finish();
      done();
    }
  };
  frame = requestAnimationFrame(step);
  return finish;
}

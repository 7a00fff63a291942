// How a home carousel's track moves: by one slide, forwards or back, in the page's direction. The
// track is the browser's own scroller (a swipe, a wheel or the keyboard move it natively); these
// are the moves the arrows and the autoplay make on it.
//
// The hot games turn every 1.2 s through 60 slides, so a turn must cost the main thread next to
// nothing: the row's geometry is read once (two slides' boxes: the slides are equal), and the move
// is an animation of the transform of the few slides that can be seen during it, which the
// compositor runs, followed by one scroll to where it ended. Scrolling the track a little at every
// frame instead cost a throttled phone most of its main thread (a layout and a repaint of the whole
// row per frame), and reading every slide's box forced a layout per turn.

/** The row as the moves see it: distances from the start of the row, in pixels. */
export interface RowGeometry {
  /** Right to left: scrollLeft runs from 0 to negative values. */
  rtl: boolean;
  /** How far the row has scrolled from its start. */
  position: number;
  /** The furthest it can scroll. */
  max: number;
  /** From one slide's leading edge to the next one's. */
  pitch: number;
  /** The width of the visible part of the row. */
  view: number;
}

export function rowGeometry(track: HTMLElement): RowGeometry | null {
  const [a, b] = track.children;
  if (!a) return null;
  const rtl = getComputedStyle(track).direction === 'rtl';
  const first = a.getBoundingClientRect();
  const pitch = b ? Math.abs(b.getBoundingClientRect().left - first.left) : first.width;
  if (pitch <= 0) return null;
  return {
    rtl,
    position: Math.abs(track.scrollLeft),
    max: Math.max(0, track.scrollWidth - track.clientWidth),
    pitch,
    view: track.clientWidth,
  };
}

/**
 * Where a move by one slide lands, as a distance from the start: the next (dir 1) or previous
 * (dir -1) slide at the leading edge, back to the start from the end going forwards, never past the
 * end; null when there is nowhere to go.
 */
export function stepPosition({ position, max, pitch }: RowGeometry, dir: 1 | -1): number | null {
  if (dir === 1) {
    if (position >= max - 1) return position > 1 ? 0 : null;
    return Math.min(max, (Math.floor((position + 1) / pitch) + 1) * pitch);
  }
  if (position <= 1) return null;
  return Math.max(0, (Math.ceil((position - 1) / pitch) - 1) * pitch);
}

/** The slides any part of which is on screen at some moment of a move between two positions. */
export function slidesInView(g: RowGeometry, from: number, to: number, count: number) {
  const lo = Math.min(from, to);
  const hi = Math.max(from, to) + g.view;
  const first = Math.max(0, Math.floor(lo / g.pitch) - 1);
  const last = Math.min(count - 1, Math.ceil(hi / g.pitch));
  return { first, last };
}

const still = () => undefined;

/**
 * Moves the track by one slide in `dir` over `ms` (eased); `done` is called once it has landed.
 * Snapping is suspended meanwhile: a mandatory snap would pull the scroll back after the moving
 * slides. Returns the way to stop the move where it is (the player takes the track), or null when
 * there is nowhere to go.
 */
export function turn(
  track: HTMLElement,
  dir: 1 | -1,
  ms: number,
  done: () => void,
): (() => void) | null {
  const g = rowGeometry(track);
  const to = g && stepPosition(g, dir);
  if (!g || to === null) return null;
  const from = g.position;
  const sign = g.rtl ? -1 : 1;
  const land = (at: number) => {
    track.scrollLeft = sign * at;
  };
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (ms <= 0 || reduced || typeof track.animate !== 'function') {
    land(to);
    done();
    return still;
  }
  // A scroll towards the end moves the content towards the start on screen: left, or right in RTL.
  const shift = (from - to) * sign;
  const { first, last } = slidesInView(g, from, to, track.children.length);
  const moving = [...track.children]
    .slice(first, last + 1)
    .filter((c): c is HTMLElement => c instanceof HTMLElement);
  track.style.scrollSnapType = 'none';
  const animations = moving.map((slide) =>
    slide.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${shift}px)` }], {
      duration: ms,
      easing: 'ease-in-out',
      fill: 'forwards',
    }),
  );
  let over = false;
  // In one task: the scroll takes over from the transform, so no frame shows the slides moved twice.
  const settle = (progress: number) => {
    if (over) return;
    over = true;
    land(from + (to - from) * progress);
    for (const a of animations) a.cancel();
    track.style.scrollSnapType = '';
  };
  animations[0]!.onfinish = () => {
    settle(1);
    done();
  };
  return () => {
    if (over) return;
    // Where the slides are on screen now: the eased shift at this moment.
    const moved = new DOMMatrixReadOnly(getComputedStyle(moving[0]!).transform).m41;
    settle(moved / shift);
  };
}

// How a home carousel's track moves: by one slide, forwards or back, in the page's direction. The
// track is the browser's own scroller (a swipe, a wheel or the keyboard move it natively); the
// arrows move it by a slide, and the autoplay turns a belt inside it.
//
// The hot games turn every 1.2 s through dozens of slides, so the autoplay must cost the main
// thread nothing: one animation of the belt's transform runs the whole cycle (every move and every
// pause, then back to the start) on the compositor, with no timer, no scroll and no layout per
// turn. Turning by scrolling at each move instead cost a throttled phone a layout, a repaint and a
// layerization of the row per turn, and the page never went idle. The arrows, rare, move the few
// slides that can be seen during the move and then scroll once to where they ended.

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

/** The slides of a track: the belt's children. */
export const slidesOf = (track: HTMLElement): Element[] => [
  ...(track.firstElementChild?.children ?? []),
];

export function rowGeometry(track: HTMLElement): RowGeometry | null {
  const [a, b] = slidesOf(track);
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
  const slides = slidesOf(track);
  const { first, last } = slidesInView(g, from, to, slides.length);
  const moving = slides
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

/** Where the autoplay stops, from the start: a slide apart, the last one the end of the row. */
export function rowStops(g: RowGeometry): number[] {
  const stops = [0];
  for (let at = 0; ;) {
    const next = stepPosition({ ...g, position: at }, 1);
    if (next === null || next <= at) return stops;
    stops.push(next);
    at = next;
  }
}

/** The stop nearest a position. */
export function nearestStop(stops: readonly number[], position: number): number {
  let best = 0;
  for (let i = 1; i < stops.length; i++)
    if (Math.abs(stops[i]! - position) < Math.abs(stops[best]! - position)) best = i;
  return best;
}

export interface Cycle {
  /** Every leg: a move of `speedMs` to the next stop (from the last, back to the start), then a rest. */
  keyframes: Keyframe[];
  /** One leg per stop, `delayMs` each. */
  duration: number;
}

/**
 * The autoplay's cycle as keyframes of the belt's transform. A move is eased; the rest after it
 * holds the stop until the next leg. `steps` jumps instead of moving (reduced motion).
 */
export function autoplayCycle(
  stops: readonly number[],
  delayMs: number,
  speedMs: number,
  rtl: boolean,
  reduced: boolean,
): Cycle {
  const duration = stops.length * delayMs;
  const move = Math.min(speedMs, delayMs);
  // Scrolling towards the end moves the content towards the start on screen: left, or right in RTL.
  const at = (stop: number) => `translateX(${rtl ? stop : -stop}px)`;
  const keyframes: Keyframe[] = stops.flatMap((stop, i) => [
    {
      offset: (i * delayMs) / duration,
      transform: at(stop),
      easing: reduced ? 'steps(1, end)' : 'ease-in-out',
    },
    { offset: (i * delayMs + move) / duration, transform: at(stops[(i + 1) % stops.length]!) },
  ]);
  keyframes.push({ offset: 1, transform: at(stops[0]!) });
  return { keyframes, duration };
}

/**
 * Where a cycle started at leg `startLeg` is after `elapsedMs`: the leg under way, whether its
 * move is still running, and how long until it rests.
 */
export function cyclePhase(
  legs: number,
  delayMs: number,
  speedMs: number,
  startLeg: number,
  elapsedMs: number,
): { leg: number; moving: boolean; restsInMs: number } {
  const total = legs * delayMs;
  const local = (((startLeg * delayMs + elapsedMs) % total) + total) % total;
  const leg = Math.floor(local / delayMs);
  const into = local - leg * delayMs;
  const move = Math.min(speedMs, delayMs);
  return into < move
    ? { leg, moving: true, restsInMs: move - into }
    : { leg, moving: false, restsInMs: 0 };
}

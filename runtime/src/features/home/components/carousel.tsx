// Home carousels: the slides side by side in a track the browser scrolls and snaps itself (a
// swipe, a wheel, the keyboard), with arrows that move it by a slide and an autoplay of ours.
// No carousel library: the one the home used cost a first visit 26 KB of gzipped script, more
// than the rest of the first screen's own code, for what the browser's scrolling already does.
// The prerendered page draws the same markup, so nothing is swapped once the scripts run (a tap
// on a banner lands on the element it pressed).
//
// The autoplay plays only while the carousel is on screen, the tab visible, no pointer on it and
// no modal over the page (the visitor's startup popup covers it on a first visit), and rests at a
// slide meanwhile. It runs on the compositor (carousel-motion.ts): the move itself costs the main
// thread nothing; what remains per turn is the content of the one slide it brings near.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useModals } from '../../../lib/stores/modals.ts';
import {
  autoplayCycle,
  cyclePhase,
  nearestStop,
  rowGeometry,
  rowStops,
  turn,
} from '../lib/carousel-motion.ts';
import { LazySlide } from './lazy-slide.tsx';

export interface CarouselProps {
  slides: readonly { key: string | number; node: ReactNode }[];
  slidesPerView: number;
  spaceBetween: number;
  /** Autoplay delay and transition speed; autoplay off when undefined. */
  autoplay?: { delayMs: number; speedMs: number } | undefined;
  arrows: boolean;
  /** Slides per view on a 375 px phone. */
  mobilePerView: number;
  testId: string;
}

/** How long an arrow's move takes where the carousel has no autoplay speed. */
const ARROW_MS = 300;
const still = () => undefined;

type FrameProps = CarouselProps & {
  boxRef?: RefObject<HTMLDivElement | null>;
  trackRef?: RefObject<HTMLDivElement | null>;
  children?: ReactNode;
};

/** The carousel's box and track, laid out by CSS from the props (also the loading placeholders). */
function Frame({
  boxRef,
  trackRef,
  children,
  slides,
  slidesPerView,
  spaceBetween,
  mobilePerView,
  autoplay,
  arrows,
  testId,
}: FrameProps) {
  return (
    <div
      ref={boxRef}
      className="carousel"
      data-testid={testId}
      data-autoplay={autoplay ? autoplay.delayMs : 0}
      data-speed={autoplay?.speedMs ?? 0}
      data-arrows={arrows}
      style={
        {
          '--per-view': slidesPerView,
          '--per-view-mobile': mobilePerView,
          '--gap': `${spaceBetween}px`,
        } as React.CSSProperties
      }
    >
      <div className="carousel__track" ref={trackRef}>
        <div className="carousel__belt">
          {slides.map((s) => (
            <div key={s.key} className="carousel__slide">
              {s.node}
            </div>
          ))}
        </div>
      </div>
      {children}
    </div>
  );
}

/** The slides side by side, nothing moving them (the shape of the loading placeholders). */
export function StaticRow(props: CarouselProps) {
  return <Frame {...props} />;
}

/**
 * Moves the track by a slide (`step`, the arrows) and, when `delayMs` is set, turns it by itself:
 * one animation of the belt plays the whole cycle on the compositor (carousel-motion.ts). It rests
 * at the next stop while the carousel is off screen, the tab hidden, a pointer on it or a modal over
 * the page. When the player takes the track (a finger, a wheel, a key, an arrow), the belt hands its
 * position to the track's scroll and the autoplay starts again from there a turn later.
 */
function attachMotion(
  outer: HTMLElement,
  track: HTMLElement,
  delayMs: number | undefined,
  speedMs: number,
) {
  const belt = track.firstElementChild;
  let stopArrow: () => void = still;
  let arrowMoving = false;
  let timer: number | undefined;
  let onScreen = typeof IntersectionObserver === 'undefined';
  let hovered = false;
  let held = false;
  const coveredBy = ({ open, dialog }: ReturnType<typeof useModals.getState>) =>
    open !== null || dialog !== null;
  let covered = coveredBy(useModals.getState());
  /** The autoplay under way (playing, or resting at a stop), and where its cycle began. */
  let play: { animation: Animation; stops: number[]; startLeg: number; rtl: boolean } | null = null;

  const clearTimer = () => {
    window.clearTimeout(timer);
    timer = undefined;
  };
  const free = () =>
    delayMs !== undefined &&
    onScreen &&
    !hovered &&
    !held &&
    !covered &&
    !document.hidden &&
    !arrowMoving;

  // The belt's offset becomes the track's scroll, in one task: no frame shows the slides moved twice.
  const handBack = () => {
    if (!play) return;
    const { animation, stops, startLeg, rtl } = play;
    const phase = cyclePhase(stops.length, delayMs!, speedMs, startLeg, elapsedOf(animation));
    const at = phase.moving
      ? Math.abs(new DOMMatrixReadOnly(getComputedStyle(belt!).transform).m41)
      : stops[(phase.leg + 1) % stops.length]!;
    animation.cancel();
    play = null;
    track.scrollLeft = (rtl ? -1 : 1) * at;
  };

  // From the stop nearest the track's scroll: the belt takes the offset and moves on at once.
  const start = () => {
    const g = rowGeometry(track);
    if (!g || !(belt instanceof HTMLElement) || typeof belt.animate !== 'function') return;
    const stops = rowStops(g);
    if (stops.length < 2) return;
    const startLeg = nearestStop(stops, g.position);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const cycle = autoplayCycle(stops, delayMs!, speedMs, g.rtl, reduced);
    track.scrollLeft = 0;
    const animation = belt.animate(cycle.keyframes, {
      duration: cycle.duration,
      iterations: Infinity,
      iterationStart: startLeg / stops.length,
    });
    play = { animation, stops, startLeg, rtl: g.rtl };
  };

  const schedule = () => {
    clearTimer();
    if (!free()) {
      // At rest at the next stop, never halfway through a move.
      if (play && play.animation.playState === 'running') {
        const { stops, startLeg, animation } = play;
        const phase = cyclePhase(stops.length, delayMs!, speedMs, startLeg, elapsedOf(animation));
        if (!phase.moving) animation.pause();
        else timer = window.setTimeout(schedule, phase.restsInMs);
      }
      return;
    }
    if (play) play.animation.play();
    else timer = window.setTimeout(start, delayMs);
  };

  const step = (dir: 1 | -1) => {
    handBack();
    stopArrow();
    arrowMoving = true;
    stopArrow =
      turn(track, dir, speedMs, () => {
        stopArrow = still;
        arrowMoving = false;
        schedule();
      }) ?? still;
    schedule();
  };
  // The player takes the track: the autoplay and an arrow's move stop where they are, and nothing
  // starts while a finger is down.
  const takeOver = (hold?: boolean) => () => {
    handBack();
    stopArrow();
    stopArrow = still;
    arrowMoving = false;
    if (hold !== undefined) held = hold;
    schedule();
  };
  const grabs: [string, () => void][] = [
    ...['pointerdown', 'touchstart'].map((e): [string, () => void] => [e, takeOver(true)]),
    ...['pointerup', 'pointercancel', 'touchend', 'touchcancel'].map((e): [string, () => void] => [
      e,
      takeOver(false),
    ]),
    ...['wheel', 'keydown'].map((e): [string, () => void] => [e, takeOver()]),
  ];
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(([entry]) => {
          onScreen = entry?.isIntersecting ?? false;
          schedule();
        });
  observer?.observe(outer);
  // A new width (a turned phone, a resized window) moves every stop: start again from the scroll.
  // The first width comes with the observer's first call, where layout is already done: reading
  // it here, right after the commit, forced a layout of the whole page in the effect.
  let width: number | undefined;
  const resized =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => {
          const was = width;
          width = track.clientWidth;
          if (was === undefined || was === width) return;
          handBack();
          schedule();
        });
  resized?.observe(track);
  const hover = (on: boolean) => () => {
    hovered = on;
    schedule();
  };
  const enter = hover(true);
  const leave = hover(false);
  const passive = { passive: true };
  outer.addEventListener('mouseenter', enter);
  outer.addEventListener('mouseleave', leave);
  for (const [e, fn] of grabs) track.addEventListener(e, fn, passive);
  document.addEventListener('visibilitychange', schedule);
  const unsubscribe = useModals.subscribe((state) => {
    if (coveredBy(state) === covered) return;
    covered = coveredBy(state);
    schedule();
  });
  schedule();
  const detach = () => {
    clearTimer();
    play?.animation.cancel();
    play = null;
    stopArrow();
    observer?.disconnect();
    resized?.disconnect();
    outer.removeEventListener('mouseenter', enter);
    outer.removeEventListener('mouseleave', leave);
    for (const [e, fn] of grabs) track.removeEventListener(e, fn);
    document.removeEventListener('visibilitychange', schedule);
    unsubscribe();
  };
  return { step, detach };
}

/** How far an animation has played, in milliseconds. */
const elapsedOf = (a: Animation) => Number(a.currentTime ?? 0);

/** A live carousel: its slides' content mounts as it comes near (the placeholders' is static). */
export function Carousel(props: CarouselProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const motion = useRef<ReturnType<typeof attachMotion>>(null);
  const delayMs = props.autoplay?.delayMs;
  const speedMs = props.autoplay?.speedMs ?? ARROW_MS;
  useEffect(() => {
    if (!box.current || !track.current) return;
    const attached = attachMotion(box.current, track.current, delayMs, speedMs);
    motion.current = attached;
    return () => {
      attached.detach();
      motion.current = null;
    };
  }, [delayMs, speedMs, props.slides.length]);
  const slides = props.slides.map((s, i) => ({
    key: s.key,
    node: <LazySlide eager={i < props.slidesPerView}>{s.node}</LazySlide>,
  }));
  return (
    <Frame {...props} slides={slides} boxRef={box} trackRef={track}>
      {props.arrows && (
        <>
          <button
            type="button"
            className="game-row__arrow game-row__arrow--prev"
            onClick={() => motion.current?.step(-1)}
            aria-label={t('home.previous')}
            data-testid="carousel-prev"
          >
            <Icon name="chevronDown" size={18} />
          </button>
          <button
            type="button"
            className="game-row__arrow game-row__arrow--next"
            onClick={() => motion.current?.step(1)}
            aria-label={t('home.next')}
            data-testid="carousel-next"
          >
            <Icon name="chevronDown" size={18} />
          </button>
        </>
      )}
    </Frame>
  );
}

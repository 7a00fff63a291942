// Home carousels: the slides side by side in a track the browser scrolls and snaps itself (a
// swipe, a wheel, the keyboard), with arrows that move it by a slide and an autoplay of ours.
// No carousel library: the one the home used cost a first visit 26 KB of gzipped script, more
// than the rest of the first screen's own code, for what the browser's scrolling already does.
// The prerendered page draws the same markup, so nothing is swapped once the scripts run (a tap
// on a banner lands on the element it pressed).
//
// The autoplay sleeps between slides, and plays only while the carousel is on screen, the tab
// visible, no pointer on it and no modal over the page: a phone draws frames only while a slide
// moves. Each turn lays out, repaints and recomposites the row and mounts the slide it brings
// near, so turning under the visitor's startup popup, which covers the page on a first visit,
// kept a throttled phone's main thread busy for as long as the popup stayed open.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useModals } from '../../../lib/stores/modals.ts';
import { turn } from '../lib/carousel-motion.ts';
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
        {slides.map((s) => (
          <div key={s.key} className="carousel__slide">
            {s.node}
          </div>
        ))}
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
 * Moves the track by a slide (`step`, the arrows) and turns it every `delayMs` (when set), counted
 * from the start of the last move as a slide change is. A move under way stops where it is when
 * another starts or the player takes the track (a finger, a wheel, a key).
 */
function attachMotion(
  outer: HTMLElement,
  el: HTMLElement,
  delayMs: number | undefined,
  speedMs: number,
) {
  let stop: () => void = still;
  let timer: number | undefined;
  let onScreen = typeof IntersectionObserver === 'undefined';
  let hovered = false;
  let held = false;
  const coveredBy = ({ open, dialog }: ReturnType<typeof useModals.getState>) =>
    open !== null || dialog !== null;
  let covered = coveredBy(useModals.getState());
  const move = (dir: 1 | -1) => {
    stop();
    stop = turn(el, dir, speedMs, () => (stop = still)) ?? still;
  };
  // Every move (a turn, the player's swipe or arrow) starts the wait for the next afresh.
  const schedule = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (delayMs !== undefined && onScreen && !hovered && !held && !covered && !document.hidden)
      timer = window.setTimeout(step, delayMs, 1);
  };
  const step = (dir: 1 | -1) => {
    move(dir);
    schedule();
  };
  // The player takes the track: a move under way stops, and none starts while a finger is down.
  const takeOver = (hold?: boolean) => () => {
    stop();
    stop = still;
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
  const hover = (on: boolean) => () => {
    hovered = on;
    schedule();
  };
  const enter = hover(true);
  const leave = hover(false);
  const passive = { passive: true };
  outer.addEventListener('mouseenter', enter);
  outer.addEventListener('mouseleave', leave);
  for (const [e, fn] of grabs) el.addEventListener(e, fn, passive);
  document.addEventListener('visibilitychange', schedule);
  const unsubscribe = useModals.subscribe((state) => {
    if (coveredBy(state) === covered) return;
    covered = coveredBy(state);
    schedule();
  });
  schedule();
  const detach = () => {
    window.clearTimeout(timer);
    stop();
    observer?.disconnect();
    outer.removeEventListener('mouseenter', enter);
    outer.removeEventListener('mouseleave', leave);
    for (const [e, fn] of grabs) el.removeEventListener(e, fn);
    document.removeEventListener('visibilitychange', schedule);
    unsubscribe();
  };
  return { step, detach };
}

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
  }, [delayMs, speedMs]);
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

// Home carousels: a light static row of the slides first; swiper (27 KB gzip, its own lazy chunk)
// is loaded once the player interacts with the page or a few seconds after it settles, so it is
// not part of the visitor's first-load JS. Autoplay therefore starts at most that late.
//
// The swap from the static row to swiper replaces the slides' DOM. A tap whose press lands on the
// old element and whose release lands on the new one makes no click, so the banner the player
// tapped would not open: the swap waits until no finger or button is down (and the click of that
// press has been dispatched), and the old row stays on screen while the chunk loads.
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { LazySlide } from './lazy-slide.tsx';
import type { SwiperCarouselProps } from './swiper-carousel.tsx';

const loadSwiper = () => import('./swiper-carousel.tsx');
const SwiperCarousel = lazy(loadSwiper);

/** Swiper is wanted after the first interaction, or this long after the carousel mounts. */
const ENHANCE_AFTER_MS = 4000;
/** A touch's click comes after its release, as a separate task: the swap waits for it this long. */
const CLICK_AFTER_RELEASE_MS = 350;

let wanted = false;
let loaded = false;
let pressed = false;
let enhanced = false;
const waiters = new Set<() => void>();

function swap() {
  if (enhanced || !loaded || pressed) return;
  enhanced = true;
  startTransition(() => waiters.forEach((w) => w()));
}

function want() {
  if (wanted) return;
  wanted = true;
  void loadSwiper().then(() => {
    loaded = true;
    swap();
  });
}

const LISTENERS: [string, () => void][] = [
  ['pointermove', want],
  ['keydown', want],
  ['scroll', want],
  ['wheel', want],
  ['pointerdown', () => ((pressed = true), want())],
  ['touchstart', () => ((pressed = true), want())],
  ...['pointerup', 'pointercancel', 'touchend', 'touchcancel'].map((e): [string, () => void] => [
    e,
    () => {
      pressed = false;
      setTimeout(swap, CLICK_AFTER_RELEASE_MS);
    },
  ]),
];

let listening = false;
function useEnhanced(): boolean {
  const [on, setOn] = useState(enhanced);
  useEffect(() => {
    if (enhanced) return;
    const wake = () => setOn(true);
    waiters.add(wake);
    if (!listening) {
      listening = true;
      for (const [e, fn] of LISTENERS) window.addEventListener(e, fn, { passive: true });
    }
    const timer = window.setTimeout(want, ENHANCE_AFTER_MS);
    return () => {
      waiters.delete(wake);
      window.clearTimeout(timer);
    };
  }, []);
  return on;
}

/** The slides side by side without swiper (also the shape of the loading placeholders). */
export function StaticRow(props: SwiperCarouselProps) {
  const { slidesPerView, spaceBetween, mobilePerView } = props;
  return (
    <div
      className="carousel carousel--static"
      data-testid={props.testId}
      data-autoplay={props.autoplay ? props.autoplay.delayMs : 0}
      data-speed={props.autoplay?.speedMs ?? 0}
      data-arrows={props.arrows}
      style={
        {
          gap: spaceBetween,
          '--per-view': slidesPerView,
          '--per-view-mobile': mobilePerView,
          '--gap': `${spaceBetween}px`,
        } as React.CSSProperties
      }
    >
      {props.slides.map((s) => (
        <div key={s.key} className="carousel__slide">
          {s.node}
        </div>
      ))}
    </div>
  );
}

/** A live carousel: its slides' content mounts as it comes near (the placeholders' is static). */
export function Carousel(props: SwiperCarouselProps) {
  const on = useEnhanced();
  const slides = useMemo(
    () =>
      props.slides.map((s, i) => ({
        key: s.key,
        node: <LazySlide eager={i < props.slidesPerView}>{s.node}</LazySlide>,
      })),
    [props.slides, props.slidesPerView],
  );
  const live = { ...props, slides };
  // One boundary around both, so the swap is an update of the same position: inside a transition
  // React keeps the static row until swiper's module has arrived instead of flashing a fallback.
  return (
    <Suspense fallback={<StaticRow {...live} />}>
      {on ? <SwiperCarousel {...live} /> : <StaticRow {...live} />}
    </Suspense>
  );
}

// Home carousels: a light static row of the slides first; swiper (27 KB gzip, its own lazy chunk)
// is loaded once the player interacts with the page or a few seconds after it settles, so it is
// not part of the visitor's first-load JS. Autoplay therefore starts at most that late.
//
// The swap from the static row to swiper replaces the slides' DOM. A tap whose press lands on the
// old element and whose release lands on the new one makes no click, so the banner the player
// tapped would not open: the swap waits until no finger or button is down (and the click of that
// press has been dispatched), and the old row stays on screen while the chunk loads.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { SwiperCarouselProps } from './swiper-carousel.tsx';

const loadSwiper = () => import('./swiper-carousel.tsx');
const SwiperCarousel = lazy(loadSwiper);

/** Swiper is wanted after the first interaction, or this long after the carousel mounts. */
const ENHANCE_AFTER_MS = 4000;
/** A touch's click comes after its release, as a separate task: the swap waits for it this long. */
const CLICK_AFTER_RELEASE_MS = 350;
const INTERACTIONS = ['pointermove', 'keydown', 'scroll', 'wheel'] as const;
const PRESSES = ['pointerdown', 'touchstart'] as const;
const RELEASES = ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'click'] as const;

let wanted = false;
let loaded = false;
let pressed = false;
let enhanced = false;
const waiters = new Set<() => void>();

function swapWhenReleased() {
  if (enhanced || !loaded || pressed) return;
  enhanced = true;
  for (const e of PRESSES) window.removeEventListener(e, press);
  for (const e of RELEASES) window.removeEventListener(e, release, true);
  startTransition(() => {
    for (const w of waiters) w();
  });
  waiters.clear();
}

function want() {
  if (wanted) return;
  wanted = true;
  for (const e of INTERACTIONS) window.removeEventListener(e, want);
  void loadSwiper().then(() => {
    loaded = true;
    swapWhenReleased();
  });
}

function press() {
  pressed = true;
  want();
}

function release(e: Event) {
  pressed = false;
  window.setTimeout(swapWhenReleased, e.type === 'click' ? 0 : CLICK_AFTER_RELEASE_MS);
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  for (const e of INTERACTIONS) window.addEventListener(e, want, { passive: true });
  for (const e of PRESSES) window.addEventListener(e, press, { passive: true });
  for (const e of RELEASES) window.addEventListener(e, release, { passive: true, capture: true });
}

function useEnhanced(): boolean {
  const [on, setOn] = useState(enhanced);
  useEffect(() => {
    if (enhanced) return;
    const wake = () => setOn(true);
    waiters.add(wake);
    listen();
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

export function Carousel(props: SwiperCarouselProps) {
  const on = useEnhanced();
  // One boundary around both, so the swap is an update of the same position: inside a transition
  // React keeps the static row until swiper's module has arrived instead of flashing a fallback.
  return (
    <Suspense fallback={<StaticRow {...props} />}>
      {on ? <SwiperCarousel {...props} /> : <StaticRow {...props} />}
    </Suspense>
  );
}

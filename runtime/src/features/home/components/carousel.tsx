// Home carousels: a light static row of the slides first; swiper (27 KB gzip, its own lazy chunk)
// is loaded once the player interacts with the page or a few seconds after it settles, so it is
// not part of the visitor's first-load JS. Autoplay therefore starts at most that late.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SwiperCarouselProps } from './swiper-carousel.tsx';

const SwiperCarousel = lazy(() => import('./swiper-carousel.tsx'));

/** Swiper is wanted after the first interaction, or this long after the carousel mounts. */
const ENHANCE_AFTER_MS = 4000;
const INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;

let enhanced = false;
const waiters = new Set<() => void>();
function enhanceAll() {
  if (enhanced) return;
  enhanced = true;
  for (const w of waiters) w();
  waiters.clear();
  for (const e of INTERACTIONS) window.removeEventListener(e, enhanceAll);
}

function useEnhanced(): boolean {
  const [on, setOn] = useState(enhanced);
  useEffect(() => {
    if (enhanced) return;
    const wake = () => setOn(true);
    waiters.add(wake);
    for (const e of INTERACTIONS)
      window.addEventListener(e, enhanceAll, { passive: true, once: true });
    const timer = window.setTimeout(enhanceAll, ENHANCE_AFTER_MS);
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
  if (!on) return <StaticRow {...props} />;
  return (
    <Suspense fallback={<StaticRow {...props} />}>
      <SwiperCarousel {...props} />
    </Suspense>
  );
}

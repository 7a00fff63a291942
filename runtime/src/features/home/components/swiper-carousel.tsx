// The one module that imports swiper: loaded lazily by the home carousels so the visitor's
// first-load JS does not carry it.
//
// Autoplay is a timer of ours, not swiper's Autoplay module: that module runs a
// requestAnimationFrame loop for as long as it plays (to report the time left), so a phone drew a
// frame at every vsync, forever, for a banner that moves every few seconds. Ours sleeps between
// slides, and plays only while the carousel is on screen, the tab visible and no pointer on it.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';

export interface SwiperCarouselProps {
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

type Autoplay = SwiperCarouselProps['autoplay'];

function useAutoplay(
  swiper: SwiperInstance | null,
  box: RefObject<HTMLElement | null>,
  autoplay: Autoplay,
) {
  const delayMs = autoplay?.delayMs;
  const speedMs = autoplay?.speedMs;
  useEffect(() => {
    const el = box.current;
    if (!swiper || !el || delayMs === undefined) return;
    let timer: number | undefined;
    let onScreen = typeof IntersectionObserver === 'undefined';
    let hovered = false;
    const next = () => {
      if (swiper.destroyed) return;
      if (swiper.isEnd && !swiper.params.loop) swiper.slideTo(0, speedMs);
      else swiper.slideNext(speedMs);
    };
    // Every slide change (ours or the player's swipe) starts the wait for the next one afresh.
    const schedule = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (onScreen && !hovered && !document.hidden)
        timer = window.setTimeout(() => {
          next();
          schedule();
        }, delayMs);
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(([entry]) => {
            onScreen = entry?.isIntersecting ?? false;
            schedule();
          });
    observer?.observe(el);
    const hover = (on: boolean) => () => {
      hovered = on;
      schedule();
    };
    const enter = hover(true);
    const leave = hover(false);
    el.addEventListener('mouseenter', enter);
    el.addEventListener('mouseleave', leave);
    document.addEventListener('visibilitychange', schedule);
    swiper.on('slideChange', schedule);
    schedule();
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      el.removeEventListener('mouseenter', enter);
      el.removeEventListener('mouseleave', leave);
      document.removeEventListener('visibilitychange', schedule);
      if (!swiper.destroyed) swiper.off('slideChange', schedule);
    };
  }, [swiper, box, delayMs, speedMs]);
}

export default function SwiperCarousel({
  slides,
  slidesPerView,
  spaceBetween,
  autoplay,
  arrows,
  mobilePerView,
  testId,
}: SwiperCarouselProps) {
  const box = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useAutoplay(swiper, box, autoplay);
  return (
    <div
      ref={box}
      className="carousel"
      data-testid={testId}
      data-autoplay={autoplay ? autoplay.delayMs : 0}
      data-speed={autoplay?.speedMs ?? 0}
      data-arrows={arrows}
    >
      <Swiper
        modules={[Navigation]}
        onSwiper={setSwiper}
        slidesPerView={mobilePerView}
        spaceBetween={spaceBetween}
        breakpoints={{ 768: { slidesPerView } }}
        navigation={arrows}
        loop={autoplay !== undefined && slides.length > slidesPerView}
        {...(autoplay ? { speed: autoplay.speedMs } : {})}
      >
        {slides.map((s) => (
          <SwiperSlide key={s.key}>{s.node}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

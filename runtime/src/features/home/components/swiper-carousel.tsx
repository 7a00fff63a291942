// The one module that imports swiper: loaded lazily by the home carousels so the visitor's
// first-load JS does not carry it.
import type { ReactNode } from 'react';
import { Autoplay, Navigation } from 'swiper/modules';
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

export default function SwiperCarousel({
  slides,
  slidesPerView,
  spaceBetween,
  autoplay,
  arrows,
  mobilePerView,
  testId,
}: SwiperCarouselProps) {
  return (
    <div
      className="carousel"
      data-testid={testId}
      data-autoplay={autoplay ? autoplay.delayMs : 0}
      data-speed={autoplay?.speedMs ?? 0}
      data-arrows={arrows}
    >
      <Swiper
        modules={[Autoplay, Navigation]}
        slidesPerView={mobilePerView}
        spaceBetween={spaceBetween}
        breakpoints={{ 768: { slidesPerView } }}
        navigation={arrows}
        loop={autoplay !== undefined && slides.length > slidesPerView}
        {...(autoplay
          ? {
              autoplay: {
                delay: autoplay.delayMs,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
              },
              speed: autoplay.speedMs,
            }
          : {})}
      >
        {slides.map((s) => (
          <SwiperSlide key={s.key}>{s.node}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

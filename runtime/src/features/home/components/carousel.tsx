// Lazy wrapper of the swiper carousel: a light row of the same slides shows until swiper loads.
import { lazy, Suspense } from 'react';
import type { SwiperCarouselProps } from './swiper-carousel.tsx';

const SwiperCarousel = lazy(() => import('./swiper-carousel.tsx'));

export function Carousel(props: SwiperCarouselProps) {
  const fallback = (
    <div
      className="carousel carousel--static"
      data-testid={`${props.testId}-loading`}
      style={{ gap: props.spaceBetween }}
    >
      {props.slides.slice(0, props.slidesPerView).map((s) => (
        <div
          key={s.key}
          className="carousel__slide"
          style={{
            flexBasis: `calc((100% - ${(props.slidesPerView - 1) * props.spaceBetween}px) / ${props.slidesPerView})`,
          }}
        >
          {s.node}
        </div>
      ))}
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <SwiperCarousel {...props} />
    </Suspense>
  );
}

// A carousel's slide that holds its content only while it is within a carousel's width of what
// the carousel shows: the hot games carousel has dozens of tiles, of which a phone shows three.
import { useRef, type ReactNode } from 'react';
import { useNear } from '../../../lib/near.ts';

// The track that scrolls the slides.
const carouselOf = (el: Element) => el.closest('.carousel__track');

/** `eager`: one of the slides the carousel shows first, there from the start. */
export function LazySlide({ children, eager }: { children: ReactNode; eager: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref, { root: carouselOf, screens: 1, keepScreens: 2, eager });
  return (
    <div ref={ref} className="carousel__content">
      {near && children}
    </div>
  );
}

// A carousel's slide that holds its content only while it is within a carousel's width of what
// the carousel shows: the hot games carousel has dozens of tiles, of which a phone shows three.
import { useRef, type ReactNode } from 'react';
import { useNear } from '../../../lib/near.ts';

// The track that scrolls the slides.
const carouselOf = (el: Element) => el.closest('.carousel__track');

/**
 * `eager`: one of the slides the carousel shows first, there from the start. `always`: mounted
 * whatever its distance, for good (a carousel that turns by itself).
 */
export function LazySlide({
  children,
  eager,
  always,
}: {
  children: ReactNode;
  eager: boolean;
  always: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near =
    useNear(ref, { root: carouselOf, screens: 1, keepScreens: always ? undefined : 2, eager }) ||
    always;
  return (
    <div ref={ref} className="carousel__content">
      {near && children}
    </div>
  );
}

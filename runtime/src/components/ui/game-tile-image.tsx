// A lazy game icon (spec §9): loads when 10% of it is visible, one attempt, fallback art on error.
// One IntersectionObserver serves every icon on the page.
import { useLayoutEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_THRESHOLD } from '../../config/constants.ts';

type Reveal = () => void;
const waiting = new Map<Element, Reveal>();
let observer: IntersectionObserver | undefined;

function observe(el: Element, reveal: Reveal): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    reveal();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { threshold: LAZY_IMAGE_THRESHOLD },
  );
  waiting.set(el, reveal);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}

/**
 * Whether LAZY_IMAGE_THRESHOLD of the element is inside the viewport now. A tile on the first
 * screen loads in the render that mounts it: the observer's first report comes a frame after the
 * passive effects of the whole page have run, which on a slow phone put the first icons (the
 * page's largest paint) about 300 ms behind the tiles around them.
 */
function visibleNow(el: Element): boolean {
  const r = el.getBoundingClientRect();
  const area = r.width * r.height;
  if (area === 0) return false;
  const w = Math.min(r.right, window.innerWidth) - Math.max(r.left, 0);
  const h = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
  return w > 0 && h > 0 && (w * h) / area >= LAZY_IMAGE_THRESHOLD;
}

type Phase = 'waiting' | 'loading' | 'failed';

/** A recycled tile keeps its element: a new `src` starts over (waits to be seen, then loads). */
export function GameTileImage({ src, alt }: { src: string; alt: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ src: string; phase: Phase }>({ src, phase: 'waiting' });
  const phase = shown.src === src ? shown.phase : 'waiting';
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const reveal = () =>
      setShown((s) => (s.src === src && s.phase !== 'waiting' ? s : { src, phase: 'loading' }));
    if (visibleNow(el)) {
      reveal();
      return;
    }
    return observe(el, reveal);
  }, [src]);
  return (
    <div ref={ref} className="game-tile__art" data-state={phase}>
      {phase === 'loading' && (
        <img
          src={src}
          alt={alt}
          decoding="async"
          draggable={false}
          onError={() => setShown({ src, phase: 'failed' })}
        />
      )}
      {phase === 'failed' && (
        <span className="game-tile__fallback" aria-hidden="true">
          {alt.slice(0, 1).toUpperCase()}
        </span>
      )}
    </div>
  );
}

// A lazy game icon (spec §9): loads when 10% of it is visible, one attempt, fallback art on error.
// One IntersectionObserver serves every icon on the page.
import { useEffect, useRef, useState } from 'react';
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

export function GameTileImage({ src, alt }: { src: string; alt: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'loading' | 'failed'>('waiting');
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    return observe(el, () => setState((s) => (s === 'waiting' ? 'loading' : s)));
  }, []);
  return (
    <div ref={ref} className="game-tile__art" data-state={state}>
      {state === 'loading' && (
        <img
          src={src}
          alt={alt}
          decoding="async"
          draggable={false}
          onError={() => setState('failed')}
        />
      )}
      {state === 'failed' && (
        <span className="game-tile__fallback" aria-hidden="true">
          {alt.slice(0, 1).toUpperCase()}
        </span>
      )}
    </div>
  );
}

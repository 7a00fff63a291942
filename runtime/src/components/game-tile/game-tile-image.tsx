// A lazy game icon (spec §9): loads when 10% of it is visible, one attempt, fallback art on error.
// One IntersectionObserver serves every icon on the page (lib/near.ts).
import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_THRESHOLD } from '../../config/constants.ts';
import { watchIntersection } from '../../lib/near.ts';
import { iconLoading } from '../ui/icon-loads.ts';

/** Reveals the icon once 10% of it is in view, then stops watching it. */
function observe(el: Element, reveal: () => void): () => void {
  // Without an observer the answer comes before `watchIntersection` returns: nothing to stop.
  let stop = () => undefined as void;
  stop = watchIntersection(el, { threshold: LAZY_IMAGE_THRESHOLD }, (inside) => {
    if (!inside) return;
    stop();
    reveal();
  });
  return stop;
}

type Phase = 'waiting' | 'loading' | 'failed';

/** A recycled tile keeps its element: a new `src` starts over (waits to be seen, then loads). */
export function GameTileImage({ src, alt }: { src: string; alt: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const img = useRef<HTMLImageElement>(null);
  const settle = useRef<() => void>(undefined);
  const [shown, setShown] = useState<{ src: string; phase: Phase }>({ src, phase: 'waiting' });
  const phase = shown.src === src ? shown.phase : 'waiting';
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    return observe(el, () =>
      setShown((s) => (s.src === src && s.phase !== 'waiting' ? s : { src, phase: 'loading' })),
    );
  }, [src]);
  // Counted while on its way (icon-loads.ts); an icon the cache had already is not.
  useEffect(() => {
    if (phase !== 'loading' || img.current?.complete) return;
    const done = iconLoading();
    settle.current = done;
    return () => {
      done();
      settle.current = undefined;
    };
  }, [phase, src]);
  return (
    <div ref={ref} className="game-tile__art" data-state={phase}>
      {phase === 'loading' && (
        <img
          ref={img}
          src={src}
          alt={alt}
          decoding="async"
          draggable={false}
          onLoad={() => settle.current?.()}
          onError={() => {
            settle.current?.();
            setShown({ src, phase: 'failed' });
          }}
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

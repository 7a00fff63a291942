// The browser's IntersectionObserver, stood in for in component tests: the test says what each
// observer reports, and for which margin. A page keeps one observer per root and margin for its
// life (lib/near.ts), so the stand-ins outlive a test; stub it with
// `vi.stubGlobal('IntersectionObserver', FakeObserver)`.
import { act } from '@testing-library/react';

export const observers: FakeObserver[] = [];

export class FakeObserver {
  observed = new Set<Element>();
  constructor(
    readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {}
}

/**
 * The observer with this margin reports whether each element it watches (or each of them that
 * `which` picks) is inside it.
 */
export function reportFrom(
  margin: string,
  inside: boolean,
  which: (el: Element) => boolean = () => true,
) {
  const watching = (o: FakeObserver) => [...o.observed].filter(which);
  const o = observers.find((x) => x.options.rootMargin === margin && watching(x).length > 0);
  if (!o) throw new Error(`nothing watched with margin ${margin}`);
  const entries = watching(o).map(
    (target) => ({ target, isIntersecting: inside }) as IntersectionObserverEntry,
  );
  act(() => o.report(entries, o as unknown as IntersectionObserver));
}

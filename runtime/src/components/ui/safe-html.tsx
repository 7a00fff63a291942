import { useLayoutEffect, useRef } from 'react';
import { sanitizeHtml, setHtmlNatively } from '../../lib/sanitize.ts';

/**
 * Renders operator HTML sanitised: by the browser's Sanitizer API where it has one, otherwise
 * after DOMPurify (empty until it is clean). React never renders children here, so it leaves
 * what the sanitiser put in alone.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || setHtmlNatively(el, html)) return;
    el.replaceChildren();
    let live = true;
    void sanitizeHtml(html).then((clean) => {
      if (live) el.innerHTML = clean;
    });
    return () => {
      live = false;
    };
  }, [html]);
  return <div ref={ref} className={className} />;
}

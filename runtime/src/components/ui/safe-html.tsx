import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../../lib/sanitize.ts';

/** Renders operator HTML after DOMPurify; plain text until it is clean. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void sanitizeHtml(html).then((v) => live && setClean(v));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

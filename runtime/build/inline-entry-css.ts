// Vite plugin: the entry's stylesheet goes into index.html as a <style> block, so the prerendered
// frame paints as soon as the HTML is in, without a second round trip (on a slow phone network the
// stylesheet was the page's only render-blocking request: first paint ~0.5 s later).
// The <link> stays, disabled: a disabled stylesheet link is never fetched, and Vite's preload
// helper reads the document's stylesheet links to know which CSS is loaded, so a lazy chunk that
// lists the entry's CSS among its deps does not load it again (a second copy, appended after the
// screens' own CSS, would win ties against their rules).
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** A CSS text that reads the same inline as from its file: no relative url(), no closing tag. */
export function inlinable(css: string): boolean {
  if (/<\/style/i.test(css)) return false;
  for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    const target = m[2]!;
    if (!/^(\/|data:|https?:|#)/i.test(target)) return false;
  }
  return true;
}

/** index.html with each stylesheet link of this bundle inlined (when its CSS reads the same). */
export function inlineEntryCss(html: string, bundle: OutputBundle, base = '/'): string {
  return html.replace(
    /<link rel="stylesheet"([^>]*?) href="([^"]+)"([^>]*)>/g,
    (tag, pre, href, post) => {
      if (!href.startsWith(base)) return tag;
      const file = bundle[href.slice(base.length)];
      if (file?.type !== 'asset') return tag;
      const css =
        typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
      if (!inlinable(css)) return tag;
      return `<style>${css}</style><link rel="stylesheet"${pre} href="${href}"${post} disabled>`;
    },
  );
}

export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'lobby:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? inlineEntryCss(html, ctx.bundle) : html),
    },
  };
}

// gallery/index.html: per tenant, one row per screen with its four shots side by side
// (desktop and phone, light and dark); shots that changed since the last gallery are marked.
import type { Box } from './diff.ts';
import type { Shot } from './shots.ts';

export interface ShotResult extends Shot {
  code: string;
  /** Relative to the gallery folder. */
  file: string;
  /** Share of pixels changed since the previous gallery; undefined when there was none. */
  changed?: number;
  /** Boxes of the parts that move on their own, left out of the diff. */
  ignored?: Box[];
  /** A modal's box: only it is compared. */
  within?: Box;
  error?: string;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function figure(r: ShotResult): string {
  const mark =
    r.error !== undefined
      ? `<span class="bad">failed: ${esc(r.error)}</span>`
      : r.changed === undefined
        ? '<span class="new">new</span>'
        : r.changed > 0
          ? `<span class="bad">changed ${(r.changed * 100).toFixed(2)} %</span>`
          : '<span class="same">unchanged</span>';
  const img =
    r.error !== undefined
      ? '<div class="missing"></div>'
      : `<a href="${esc(r.file)}"><img loading="lazy" src="${esc(r.file)}" alt="${esc(`${r.code} ${r.screen} ${r.width}px ${r.theme}`)}" width="${r.width === 1280 ? 320 : 94}"></a>`;
  return `<figure class="${r.changed ? 'changed' : ''}">${img}<figcaption>${r.width}px ${r.theme} · ${mark}</figcaption></figure>`;
}

export function galleryHtml(results: ShotResult[], generatedAt: string): string {
  const codes = [...new Set(results.map((r) => r.code))];
  const changed = results.filter((r) => r.changed);
  const sections = codes.map((code) => {
    const mine = results.filter((r) => r.code === code);
    const screens = [...new Set(mine.map((r) => r.screen))];
    const rows = screens.map(
      (screen) =>
        `<div class="row"><h3>${esc(screen)}</h3>${mine
          .filter((r) => r.screen === screen)
          .map(figure)
          .join('')}</div>`,
    );
    return `<section id="${esc(code)}"><h2>${esc(code)}</h2>${rows.join('\n')}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lobby gallery</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px;background:#f4f5f7;color:#1b1e24}
h2{margin:24px 0 8px;border-bottom:1px solid #ccd}
.row{display:flex;gap:12px;align-items:flex-start;margin:8px 0;flex-wrap:wrap}
.row h3{width:110px;margin:0;font-size:14px}
figure{margin:0;padding:4px;background:#fff;border:2px solid transparent;border-radius:4px}
figure.changed{border-color:#d33}
figure img{display:block;height:auto;border:1px solid #ddd}
figcaption{font-size:12px;margin-top:4px}
.bad{color:#c00;font-weight:600}.new{color:#06c}.same{color:#4a4}
.missing{width:94px;height:200px;background:repeating-linear-gradient(45deg,#eee,#eee 8px,#fdd 8px,#fdd 16px)}
nav a{margin-right:12px}
</style></head><body>
<h1>Lobby gallery</h1>
<p>${results.length} shots of ${codes.length} tenant${codes.length === 1 ? '' : 's'}, ${esc(generatedAt)}. ${
    changed.length
      ? `<span class="bad">${changed.length} changed since the last gallery.</span>`
      : 'Nothing changed since the last gallery.'
  }</p>
<nav>${codes.map((c) => `<a href="#${esc(c)}">${esc(c)}</a>`).join('')}</nav>
${sections.join('\n')}
</body></html>
`;
}

// Announcement and help HTML comes from operators: sanitised before it reaches the DOM.
//
// Where the browser has the HTML Sanitizer API (`Element.setHTML`, e.g. Chromium 146+) the
// browser does it and no sanitiser is downloaded (11 KB gzip off the first visit, whose startup
// popup shows operator HTML): `setHTML` always drops scripts, event-handler attributes,
// javascript: URLs and frames, whatever the configuration. Elsewhere DOMPurify is loaded on
// demand. Both drop the same extra elements.

const SVG = 'http://www.w3.org/2000/svg';
const MATHML = 'http://www.w3.org/1998/Math/MathML';

/**
 * What DOMPurify's html profile leaves out too: styles, forms, SVG and MathML, and the head's
 * elements that act on the whole page (`<meta http-equiv=refresh>` navigates it off-site,
 * `<base>` re-points every relative link, `<link>` loads what it names).
 */
const PAGE_ELEMENTS = ['meta', 'base', 'link'];
const REMOVED_ELEMENTS = [
  'style',
  'form',
  ...PAGE_ELEMENTS,
  { name: 'svg', namespace: SVG },
  { name: 'math', namespace: MATHML },
];

type SanitizerConfig = { removeElements: (string | { name: string; namespace: string })[] };
type WithSetHtml = Element & {
  setHTML(html: string, options: { sanitizer: SanitizerConfig }): void;
};

export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', ...PAGE_ELEMENTS],
  });
}

/**
 * Sets the children of `el` from `html` with the browser's own sanitiser; false when the browser
 * has none (then use sanitizeHtml).
 */
export function setHtmlNatively(el: Element, html: string): boolean {
  const target = el as Partial<WithSetHtml>;
  if (typeof target.setHTML !== 'function') return false;
  target.setHTML(html, { sanitizer: { removeElements: REMOVED_ELEMENTS } });
  return true;
}

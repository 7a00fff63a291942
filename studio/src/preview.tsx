// The brand's own site beside the form, following each valid draft (the server renders the page
// from it): a change of colours is posted to the page and taken in place, any other change
// reloads it. At a phone's or a desktop's width, in light or dark.
import { useEffect, useRef, useState } from 'react';
import { THEME_TOKENS } from '#schemas/constants.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { themeCss } from '#schemas/theme-css.ts';
import { isDerivedToken } from '#schemas/theme-derive.ts';
import { getPreview } from './api.ts';
import { msg } from './messages.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The draft's colours as the page's theme stylesheet, made here as the operator types (no round
 * trip: the server's check of the whole draft takes longer on a busy machine); null while a
 * colour is not one yet, and the page keeps the last.
 */
export function liveThemeCss(themes: unknown): string | null {
  const t = themes as
    | { default?: unknown; dark?: Record<string, unknown>; light?: Record<string, unknown> }
    | undefined;
  const complete = (['dark', 'light'] as const).every((mode) =>
    THEME_TOKENS.every((token) => {
      const v = t?.[mode]?.[token];
      // A derived colour left out follows the primary (schemas/theme-derive.ts).
      if (v === undefined && isDerivedToken(mode, token)) return true;
      return typeof v === 'string' && HEX.test(v);
    }),
  );
  if (!complete || (t?.default !== 'dark' && t?.default !== 'light')) return null;
  return themeCss(themes as TenantManifest['themes']);
}

const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
type Theme = 'light' | 'dark' | '';

export function Preview(props: {
  code: string;
  name: string;
  /** The page's version: a new one reloads it. */
  version: number;
  /** The version of the brand's art files (a banner sent): a new one reloads the page too. */
  artVersion: number;
  /** The draft's colours, taken by the page in place. */
  css: string | null;
  showsDraft: boolean;
}) {
  const [width, setWidth] = useState<Width>('desktop');
  const [theme, setTheme] = useState<Theme>('');
  const frameBox = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [scale, setScale] = useState(1);
  // The brand's preview server starts on first use: the form does not wait for it.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    getPreview(props.code).then(
      ({ port }) => setOrigin(`${window.location.protocol}//${window.location.hostname}:${port}`),
      () => setOrigin(null),
    );
  }, [props.code]);

  useEffect(() => {
    const box = frameBox.current;
    if (!box) return;
    const fit = () => setScale(Math.min(1, box.clientWidth / WIDTHS[width]));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  // A page still loading is rendered from the draft already; one loaded takes the colours now.
  useEffect(() => {
    if (origin && props.css !== null)
      frame.current?.contentWindow?.postMessage({ lobbyStudioCss: props.css }, origin);
  }, [origin, props.css]);

  const query = new URLSearchParams({ studio: String(props.version) });
  if (props.artVersion) query.set('art', String(props.artVersion));
  if (theme) query.set('theme', theme);
  const src = origin ? `${origin}/?${query}` : undefined;
  const height = width === 'phone' ? 740 : 800;

  return (
    <aside className="preview" aria-labelledby="preview-heading">
      <div className="preview-tools">
        <h2 id="preview-heading">{msg.previewHeading}</h2>
        <div role="group" aria-label={msg.previewWidth}>
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
              {msg[w]}
            </button>
          ))}
        </div>
        <div role="group" aria-label={msg.previewTheme}>
          {(['light', 'dark'] as const).map((t) => (
            <button key={t} type="button" aria-pressed={theme === t} onClick={() => setTheme(t)}>
              {msg[t]}
            </button>
          ))}
        </div>
      </div>
      {!props.showsDraft && <p className="muted">{msg.previewInvalid}</p>}
      <div className="frame-box" ref={frameBox} style={{ height: height * scale }}>
        {src && (
          <iframe
            ref={frame}
            title={msg.previewTitle(props.name)}
            src={src}
            width={WIDTHS[width]}
            height={height}
            style={{ transform: `scale(${scale})` }}
          />
        )}
      </div>
    </aside>
  );
}

// The languages a brand offers, picked from every supported language with what a player of each
// would get: the site's own words, the operator's texts and the art drawn with words, as shares
// the studio server counts on the draft (so a text written in a language shows here at once).
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { getLanguageCoverage } from './api.ts';
import { msg } from './messages.ts';
import type { LanguageCoverage, Share } from './protocol.ts';

interface LanguagesContext {
  code?: string;
  manifest?: Record<string, unknown>;
  baseHash?: string;
}

const percent = (s: Share) => (s.total === 0 ? 100 : Math.floor((s.have / s.total) * 100));
const names = (lang: string) => {
  const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
  const own = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return own === english ? english : `${english} · ${own}`;
};

function ShareCell({ share, label }: { share: Share; label: string }) {
  const full = share.have === share.total;
  return (
    <td className={full ? 'share full' : 'share'} data-share={label}>
      <meter min={0} max={100} value={percent(share)} aria-hidden />
      {msg.share(share.have, share.total)}
    </td>
  );
}

export function LanguagesWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options, registry } = props;
  const context = (registry.formContext ?? {}) as LanguagesContext;
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const all = (options.enumOptions ?? []).map((o) => String(o.value));
  const fallback = String(
    (context.manifest?.languages as { default?: unknown } | undefined)?.default ?? '',
  );
  const [coverage, setCoverage] = useState<Map<string, LanguageCoverage> | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Counted again when the default language changes: it decides what a plain text counts as.
  const { code, manifest, baseHash } = context;
  useEffect(() => {
    if (!code || !manifest) return;
    let current = true;
    getLanguageCoverage(code, { value: manifest, baseHash: baseHash ?? '' }).then(
      (rows) => current && setCoverage(new Map(rows.map((r) => [r.lang, r]))),
      (e: Error) => current && setError(e.message),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft's texts are read once per default
  }, [code, fallback]);

  const toggle = (lang: string, on: boolean) =>
    onChange(on ? [...chosen, lang] : chosen.filter((l) => l !== lang));

  return (
    <div className="languages-picker">
      {error && <p role="alert">{msg.loadFailed(error)}</p>}
      <table id={id} aria-describedby={`${id}-coverage-note`}>
        <caption id={`${id}-coverage-note`}>{msg.coverageNote(fallback)}</caption>
        <thead>
          <tr>
            <th scope="col">{msg.coverageLanguage}</th>
            <th scope="col">{msg.coverageUi}</th>
            <th scope="col">{msg.coverageTexts}</th>
            <th scope="col">{msg.coverageArt}</th>
          </tr>
        </thead>
        <tbody>
          {all.map((lang) => {
            const c = coverage?.get(lang);
            return (
              <tr key={lang} data-lang={lang} className={chosen.includes(lang) ? 'offered' : ''}>
                <th scope="row">
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.includes(lang)}
                      disabled={disabled || readonly}
                      onChange={(e) => toggle(lang, e.target.checked)}
                    />{' '}
                    {names(lang)} <span className="muted">{lang}</span>
                  </label>
                </th>
                {c ? (
                  <>
                    <ShareCell share={c.ui} label="ui" />
                    <ShareCell share={c.texts} label="texts" />
                    <ShareCell share={c.art} label="art" />
                  </>
                ) : (
                  <td colSpan={3} className="muted">
                    {msg.loading}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

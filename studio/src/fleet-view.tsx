// Every brand of the fleet on one page: searchable and sortable without a round trip, so a
// fleet of a hundred filters as fast as one types. A brand is created or cloned from here and
// opens in the editor.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { getFleet, getServing } from './api.ts';
import { CreateDialog } from './create-dialog.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { msg } from './messages.ts';
import type { FleetRow, ServingAnswer } from './protocol.ts';

const SORTS = {
  name: (a: FleetRow, b: FleetRow) => a.name.localeCompare(b.name),
  code: (a: FleetRow, b: FleetRow) => a.code.localeCompare(b.code),
  problems: (a: FleetRow, b: FleetRow) =>
    b.problems.length - a.problems.length || a.code.localeCompare(b.code),
  languages: (a: FleetRow, b: FleetRow) =>
    b.languages.length - a.languages.length || a.code.localeCompare(b.code),
} as const;
type SortKey = keyof typeof SORTS;

const SORT_LABELS: Record<SortKey, string> = {
  name: msg.sortName,
  code: msg.sortCode,
  problems: msg.sortProblems,
  languages: msg.sortLanguages,
};

/** A brand's first theme in the operator's words (the manifest says "light" or "dark"). */
const themeWord = (theme: string) =>
  theme === 'light' ? msg.light : theme === 'dark' ? msg.dark : theme;

const haystack = (r: FleetRow) =>
  [r.code, r.name, r.domain, ...r.languages, ...r.flags].join(' ').toLowerCase();

export function FleetView() {
  const [rows, setRows] = useState<FleetRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('name');
  const deferred = useDeferredValue(query);
  /** The create dialog, open: a new brand (no source) or a clone of `from`. */
  const [creating, setCreating] = useState<{ from?: { code: string; name: string } } | null>(null);

  const [serving, setServing] = useState<ServingAnswer | 'failed' | null>(null);

  useEffect(() => {
    document.title = msg.appTitle;
    getFleet().then(setRows, (e: Error) => setError(e.message));
    getServing().then(setServing, () => setServing('failed'));
  }, []);

  const buildState = (code: string) =>
    serving === null
      ? msg.buildChecking
      : serving === 'failed'
        ? msg.buildUnknown
        : msg.build[serving.states[code] ?? 'none'](serving.server ?? 0);

  const indexed = useMemo(() => (rows ?? []).map((r) => ({ r, text: haystack(r) })), [rows]);
  const shown = useMemo(() => {
    const words = deferred.toLowerCase().split(/\s+/).filter(Boolean);
    return indexed
      .filter(({ text }) => words.every((w) => text.includes(w)))
      .map(({ r }) => r)
      .sort(SORTS[sort]);
  }, [indexed, deferred, sort]);

  return (
    <main className="fleet">
      <header className="bar">
        <h1>{msg.appTitle}</h1>
        <LanguageSwitch />
      </header>
      <section aria-labelledby="fleet-heading" className="fleet-body">
        <div className="fleet-tools">
          <h2 id="fleet-heading">{msg.fleetHeading}</h2>
          <label className="field">
            <span>{msg.search}</span>
            <input
              type="search"
              value={query}
              placeholder={msg.searchHint}
              onChange={(e) => setQuery(e.target.value)}
            />
          </label>
          <label className="field">
            <span>{msg.sortBy}</span>
            <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
              {Object.entries(SORT_LABELS).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="primary" onClick={() => setCreating({})}>
            {msg.newBrand}
          </button>
          <p role="status" className="count">
            {rows ? msg.fleetCount(shown.length, rows.length) : error ? '' : msg.loading}
          </p>
        </div>
        {error && <p role="alert">{msg.loadFailed(error)}</p>}
        {rows && (
          <table className="fleet-table">
            <thead>
              <tr>
                <th scope="col">{msg.colLogo}</th>
                <th scope="col">{msg.colBrand}</th>
                <th scope="col">{msg.colLanguages}</th>
                <th scope="col">{msg.colTheme}</th>
                <th scope="col">{msg.colFlags}</th>
                <th scope="col">{msg.colDomain}</th>
                <th scope="col">{msg.colState}</th>
                <th scope="col">{msg.clone}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.code} data-code={r.code}>
                  <td>
                    {r.logo && (
                      <img src={r.logo} alt={msg.logoOf(r.name)} loading="lazy" className="logo" />
                    )}
                  </td>
                  <td>
                    <a href={`#/brand/${encodeURIComponent(r.code)}`} aria-label={msg.edit(r.name)}>
                      <strong>{r.name}</strong>
                    </a>
                    <div className="muted">{r.code}</div>
                  </td>
                  <td>{r.languages.join(', ')}</td>
                  <td>
                    {r.primary && (
                      <span className="swatch" style={{ background: r.primary }} aria-hidden />
                    )}
                    {themeWord(r.theme)}
                  </td>
                  <td>{r.flags.length ? r.flags.join(', ') : msg.noFlags}</td>
                  <td>{r.domain}</td>
                  <td>
                    <span className={r.valid ? 'state ok' : 'state bad'}>
                      {r.valid ? msg.valid : msg.invalid(r.problems.length)}
                    </span>
                    {r.problems.length > 0 && (
                      <details className="row-problems">
                        <summary>{msg.showProblems}</summary>
                        <ul>
                          {r.problems.map((p) => (
                            <li key={p}>{p}</li>
                          ))}
                        </ul>
                      </details>
                    )}
                    <div className="muted build-state">{buildState(r.code)}</div>
                  </td>
                  <td>
                    {/* `lobby new --from` takes a valid brand only. */}
                    {r.valid && (
                      <button
                        type="button"
                        aria-label={msg.cloneOf(r.name)}
                        onClick={() => setCreating({ from: { code: r.code, name: r.name } })}
                      >
                        {msg.clone}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {rows && shown.length === 0 && <p>{msg.noMatch}</p>}
      </section>
      {creating && (
        <CreateDialog
          from={creating.from}
          onClose={() => setCreating(null)}
          onCreated={(code) => {
            window.location.hash = `#/brand/${encodeURIComponent(code)}`;
          }}
        />
      )}
    </main>
  );
}

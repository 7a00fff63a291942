// One brand: its manifest as forms (one per group of sections), every change checked by the
// CLI's validator on the server and shown at its field, the site previewed beside the form, and a
// save that shows its diff first and never overwrites an edit made on disk meanwhile.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BannerPanel } from './banner-panel.tsx';
import { checkBrand, getBrand, getSchema, publishBrand, Refused, saveBrand } from './api.ts';
import { ColourWidget } from './colour-widget.tsx';
import { formUi, withShapeTitles } from './form-ui.ts';
import { ImageWidget } from './image-widget.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LanguagesWidget } from './languages-widget.tsx';
import { msg } from './messages.ts';
import { OrderWidget } from './order-widget.tsx';
import { PatternWidget } from './pattern-widget.tsx';
import { liveThemeCss, Preview } from './preview.tsx';
import type { BrandFile, CheckAnswer, PublishShots } from './protocol.ts';
import { PublishedShots } from './published-shots.tsx';
import { ReviewDialog } from './review-dialog.tsx';
import { SelectWidget } from './select-widget.tsx';
import {
  errorTree,
  pick,
  SECTIONS,
  sectionKeys,
  sectionOfPointer,
  sectionSchema,
  type SectionId,
} from './sections.ts';

type Manifest = Record<string, unknown>;

let schemaOnce: Promise<RJSFSchema> | undefined;
const loadSchema = () =>
  (schemaOnce ??= getSchema().then((s) =>
    withShapeTitles(s as RJSFSchema, { one: msg.shapeOne, perLanguage: msg.shapePerLanguage }),
  ));

const WIDGETS = {
  colour: ColourWidget,
  image: ImageWidget,
  languages: LanguagesWidget,
  pattern: PatternWidget,
  order: OrderWidget,
  SelectWidget,
};
/** Only what the operator changes goes into the draft: no schema defaults written on load. */
const NO_DEFAULTS = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
} as const;

/** The last publish of this brand, as the operator sees it. */
type PublishState =
  | { kind: 'busy' }
  | { kind: 'done'; text: string; site: string; shots: PublishShots }
  | { kind: 'refused'; text: string; problems: string[] };

export function BrandEditor({ code }: { code: string }) {
  const [schema, setSchema] = useState<RJSFSchema | null>(null);
  const [file, setFile] = useState<BrandFile | null>(null);
  const [draft, setDraft] = useState<Manifest | null>(null);
  /** The last check's answer and the draft it answers (a newer draft is still being checked). */
  const [checked, setChecked] = useState<{ draft: Manifest; answer: CheckAnswer } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [section, setSection] = useState<SectionId>('identity');
  const [reviewing, setReviewing] = useState(false);
  const [published, setPublished] = useState<PublishState | null>(null);
  const [opened, setOpened] = useState(0);
  /** Bumped by each banner sent or drawn again: the preview reloads to show it. */
  const [artVersion, setArtVersion] = useState(0);
  const sequence = useRef(0);

  useEffect(() => {
    Promise.all([loadSchema(), getBrand(code)]).then(
      ([s, f]) => {
        setSchema(s);
        setFile(f);
        setDraft(f.value as Manifest);
        setChecked(null);
        setError(null);
      },
      (e: Error) => setError(e.message),
    );
  }, [code, opened]);

  useEffect(() => {
    if (file) document.title = `${String((draft ?? {}).displayName ?? code)} · ${msg.appTitle}`;
  }, [file, draft, code]);

  // Each change is checked once typing pauses; an answer to an older draft is dropped.
  useEffect(() => {
    if (!file || !draft || draft === file.value) return;
    const mine = ++sequence.current;
    const timer = setTimeout(() => {
      checkBrand(code, { value: draft, baseHash: file.hash }).then(
        (answer) => {
          if (mine === sequence.current) setChecked({ draft, answer });
        },
        (e: Error) => {
          if (mine === sequence.current) setError(e.message);
        },
      );
    }, 200);
    return () => clearTimeout(timer);
  }, [draft, file, code]);

  const check = checked?.answer ?? null;
  const checking = !!file && !!draft && draft !== file.value && checked?.draft !== draft;
  const problems = useMemo(() => checked?.answer.problems ?? file?.problems ?? [], [checked, file]);
  const keys = useMemo(() => (schema ? sectionKeys(section, schema) : []), [schema, section]);
  const formSchema = useMemo(() => (schema ? sectionSchema(schema, keys) : null), [schema, keys]);
  const extraErrors = useMemo(() => errorTree(problems), [problems]);
  const formContext = useMemo(
    () => ({ themes: draft?.themes, code, manifest: draft, baseHash: file?.hash }),
    [draft, code, file],
  );
  const ui = useMemo(() => (schema ? formUi(schema) : {}), [schema]);

  if (error && !file)
    return (
      <main className="editor">
        <p role="alert">{msg.loadFailed(error)}</p>
        <a href="#/">{msg.backToFleet}</a>
      </main>
    );
  if (!schema || !file || !draft || !formSchema)
    return (
      <main className="editor">
        <p role="status">{msg.loading}</p>
      </main>
    );

  const name = String(draft.displayName ?? code);
  const counts = new Map<SectionId, number>();
  for (const p of problems)
    counts.set(sectionOfPointer(p.pointer), (counts.get(sectionOfPointer(p.pointer)) ?? 0) + 1);

  return (
    <div className="editor">
      <header className="bar">
        <a href="#/">{msg.backToFleet}</a>
        <h1>
          {name} <span className="muted">{file.file}</span>
        </h1>
        <span role="status" className="check-state">
          {checking ? msg.checking : check ? msg.changedCount(check.changed) : msg.unchanged}
        </span>
        <button type="button" className="primary" onClick={() => setReviewing(true)}>
          {msg.review}
        </button>
        <button
          type="button"
          title={msg.publishHint}
          aria-busy={published?.kind === 'busy'}
          onClick={() => {
            if (published?.kind === 'busy') return;
            if (check && check.changed > 0) {
              setPublished({ kind: 'refused', text: msg.publishUnsaved, problems: [] });
              return;
            }
            setPublished({ kind: 'busy' });
            void publishBrand(code).then(
              (answer) =>
                setPublished(
                  answer.ok
                    ? {
                        kind: 'done',
                        text: msg.published(answer.version),
                        site: answer.site,
                        shots: answer.shots,
                      }
                    : {
                        kind: 'refused',
                        text: msg.publishRefused(answer.reason),
                        problems: answer.problems,
                      },
                ),
              (e: unknown) =>
                setPublished({
                  kind: 'refused',
                  text: msg.publishRefused((e as Error).message),
                  problems: e instanceof Refused ? (e.refusal.problems ?? []) : [],
                }),
            );
          }}
        >
          {msg.publish}
        </button>
        <LanguageSwitch />
      </header>
      {published && (
        <div role="status" className="banner">
          {published.kind === 'busy' ? msg.publishing : published.text}
          {published.kind === 'done' && (
            <PublishedShots site={published.site} shots={published.shots} />
          )}
          {published.kind === 'refused' && published.problems.length > 0 && (
            <ul>
              {published.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {check?.stale && (
        <div role="alert" className="banner">
          {msg.stale}{' '}
          <button type="button" onClick={() => setOpened((n) => n + 1)}>
            {msg.reload}
          </button>
        </div>
      )}
      <div className="editor-body">
        <nav aria-label={msg.sections} className="sections">
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  aria-current={s.id === section ? 'page' : undefined}
                  onClick={() => setSection(s.id)}
                >
                  {msg.section[s.id]}
                  {counts.get(s.id) ? <span className="badge">{counts.get(s.id)}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <main className="form-pane">
          <h2>{msg.section[section]}</h2>
          {section === 'banners' ? (
            <BannerPanel code={code} onChanged={() => setArtVersion((n) => n + 1)} />
          ) : (
            <Form
              key={section}
              schema={formSchema}
              uiSchema={ui}
              formData={pick(draft, keys)}
              validator={validator}
              widgets={WIDGETS}
              formContext={formContext}
              extraErrors={extraErrors}
              noHtml5Validate
              showErrorList={false}
              experimental_defaultFormStateBehavior={NO_DEFAULTS}
              onChange={(e) => {
                const next = { ...draft, ...(e.formData as Manifest) };
                for (const k of keys) if (!(k in (e.formData as Manifest))) delete next[k];
                setDraft(next);
              }}
            />
          )}
          <section aria-labelledby="problems-heading" className="problems">
            <h2 id="problems-heading">{msg.problemsHeading(problems.length)}</h2>
            <ul>
              {problems.map((p) => (
                <li key={`${p.pointer} ${p.message}`} className={p.severity ?? 'error'}>
                  <button type="button" onClick={() => setSection(sectionOfPointer(p.pointer))}>
                    {p.pointer || '/'}
                  </button>{' '}
                  {p.message}{' '}
                  <span className="muted">
                    ({msg.problemFix} {p.hint})
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </main>
        <Preview
          code={code}
          name={name}
          version={check?.previewVersion ?? 0}
          artVersion={artVersion}
          css={liveThemeCss(draft.themes)}
          showsDraft={check ? check.valid : true}
        />
      </div>
      {reviewing && (
        <ReviewDialog
          check={check}
          onClose={() => setReviewing(false)}
          onSave={async () => {
            try {
              const saved = await saveBrand(code, { value: draft, baseHash: file.hash });
              const nextFile = { ...file, hash: saved.hash, value: saved.value };
              setFile(nextFile);
              setDraft(saved.value as Manifest);
              setChecked(null);
              return { ok: true as const };
            } catch (e) {
              if (e instanceof Refused) return { ok: false as const, refusal: e.refusal };
              return { ok: false as const, refusal: { error: (e as Error).message } };
            }
          }}
        />
      )}
    </div>
  );
}

// Create a brand, or clone one: `lobby new`'s questions (BRAND_QUESTIONS, the list the CLI
// prompts) as a form, answered first with the code, then with the answers the server offers for
// it (the defaults, or the cloned brand's choices). Every refusal is shown at its field; the
// server writes nothing until all answers are accepted.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { BRAND_QUESTIONS, type BrandQuestion } from '#schemas/new-brand.ts';
import { createBrand, newBrand, Refused } from './api.ts';
import { msg } from './messages.ts';
import type { BrandAnswers, FieldRefusal, NewBrandField, NewBrandStart } from './protocol.ts';

type Reasons = Partial<Record<NewBrandField, string>>;

const reasonsOf = (e: unknown): Reasons | string => {
  if (!(e instanceof Refused)) return (e as Error).message;
  const fields: FieldRefusal[] = e.refusal.fields ?? [];
  if (fields.length === 0) return e.refusal.error;
  const out: Reasons = {};
  // A field refused twice shows both reasons.
  for (const f of fields) out[f.field] = out[f.field] ? `${out[f.field]} ${f.reason}` : f.reason;
  return out;
};

/** A labelled control with its refusal under it, tied to it for assistive technology. */
function Field(props: {
  id: string;
  label: string;
  reason?: string;
  hint?: string;
  children(describedBy: string | undefined): ReactNode;
}) {
  const described =
    [props.hint && `${props.id}-hint`, props.reason && `${props.id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={props.reason ? 'q has-error' : 'q'}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children(described)}
      {props.hint && (
        <p id={`${props.id}-hint`} className="muted hint">
          {props.hint}
        </p>
      )}
      {props.reason && (
        <p id={`${props.id}-error`} className="field-error">
          {msg.fieldProblem} {props.reason}
        </p>
      )}
    </div>
  );
}

function Question(props: {
  q: BrandQuestion;
  answers: BrandAnswers;
  reason?: string;
  onChange(next: BrandAnswers): void;
}) {
  const { q, answers, reason } = props;
  const id = `new-${q.key}`;
  const set = <K extends keyof BrandAnswers>(key: K, value: BrandAnswers[K]) =>
    props.onChange({ ...answers, [key]: value });
  if (q.kind === 'text')
    return (
      <Field id={id} label={q.label} reason={reason}>
        {(described) => (
          <input
            id={id}
            value={answers[q.key]}
            aria-invalid={reason ? true : undefined}
            aria-describedby={described}
            onChange={(e) => set(q.key, e.target.value)}
          />
        )}
      </Field>
    );
  if (q.kind === 'pick')
    return (
      <Field id={id} label={q.label} reason={reason}>
        {(described) => (
          <select
            id={id}
            value={answers[q.key]}
            aria-invalid={reason ? true : undefined}
            aria-describedby={described}
            onChange={(e) => {
              const picked = q.choices.find((c) => c.value === e.target.value);
              if (picked) props.onChange({ ...answers, [q.key]: picked.value });
            }}
          >
            {q.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  const ticked: readonly string[] = answers[q.key];
  return (
    <fieldset
      className={reason ? 'q ticks has-error' : 'q ticks'}
      aria-describedby={reason ? `${id}-error` : undefined}
    >
      <legend>{q.label}</legend>
      <div className={q.choices.length > 12 ? 'tick-grid' : 'tick-list'}>
        {q.choices.map((c) => (
          <label key={c.value}>
            <input
              type="checkbox"
              name={q.key}
              value={c.value}
              checked={ticked.includes(c.value)}
              onChange={(e) => {
                const values = q.choices
                  .map((x) => x.value)
                  .filter((v) => (v === c.value ? e.target.checked : ticked.includes(v)));
                props.onChange({ ...answers, [q.key]: values });
              }}
            />{' '}
            {c.name}
          </label>
        ))}
      </div>
      {reason && (
        <p id={`${id}-error`} className="field-error">
          {msg.fieldProblem} {reason}
        </p>
      )}
    </fieldset>
  );
}

export function CreateDialog(props: {
  /** The brand cloned, or none for a brand from `lobby new`'s defaults. */
  from?: { code: string; name: string };
  onClose(): void;
  onCreated(code: string): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [code, setCode] = useState('');
  const [start, setStart] = useState<NewBrandStart | null>(null);
  const [answers, setAnswers] = useState<BrandAnswers | null>(null);
  const [reasons, setReasons] = useState<Reasons>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const from = props.from;
  const refusedCount = Object.keys(reasons).length;

  const fail = (e: unknown) => {
    const r = reasonsOf(e);
    if (typeof r === 'string') {
      setError(r);
      setReasons({});
    } else {
      setError(null);
      setReasons(r);
    }
  };

  return (
    <dialog ref={ref} className="review create" aria-labelledby={headingId} onClose={props.onClose}>
      <h2 id={headingId}>{from ? msg.cloneOf(from.name) : msg.newBrand}</h2>
      {from && <p className="muted">{msg.cloneNote(from.name)}</p>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (busy) return;
          setBusy(true);
          if (!start || !answers)
            void newBrand({ code, ...(from ? { from: from.code } : {}) })
              .then((s) => {
                setStart(s);
                setAnswers(s.answers);
                setReasons({});
                setError(null);
              }, fail)
              .finally(() => setBusy(false));
          else
            void createBrand({ ...start, answers })
              .then((c) => props.onCreated(c.code), fail)
              .finally(() => setBusy(false));
        }}
      >
        <Field
          id="new-code"
          label={msg.codeLabel}
          hint={msg.codeHint}
          reason={reasons.code ?? reasons.from}
        >
          {(described) => (
            <input
              id="new-code"
              value={code}
              readOnly={start !== null}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={reasons.code || reasons.from ? true : undefined}
              aria-describedby={described}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        {start &&
          answers &&
          BRAND_QUESTIONS.map((q) => (
            <Question
              key={q.key}
              q={q}
              answers={answers}
              reason={reasons[q.key]}
              onChange={setAnswers}
            />
          ))}
        {error && <p role="alert">{error}</p>}
        {refusedCount > 0 && start && (
          <p role="alert" className="field-error">
            {msg.createRefused(refusedCount)}
          </p>
        )}
        <div className="actions">
          <button type="button" onClick={() => ref.current?.close()}>
            {msg.cancel}
          </button>
          {start && (
            <button
              type="button"
              onClick={() => {
                setStart(null);
                setAnswers(null);
                setReasons({});
              }}
            >
              {msg.back}
            </button>
          )}
          <button type="submit" className="primary" aria-busy={busy} disabled={busy}>
            {busy ? msg.creating : start ? msg.create : msg.next}
          </button>
        </div>
      </form>
    </dialog>
  );
}

// The diff of the file as it will be written, then the save: refused with `lobby validate`'s
// own report while the brand has problems.
import { useEffect, useRef, useState } from 'react';
import { msg } from './messages.ts';
import type { CheckAnswer, Refusal } from './protocol.ts';

type Outcome = { ok: true } | { ok: false; refusal: Refusal };

export function ReviewDialog(props: {
  check: CheckAnswer | null;
  onClose(): void;
  onSave(): Promise<Outcome>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const { check } = props;
  const diff = outcome?.ok ? [] : (check?.diff ?? []);
  const invalid = check !== null && !check.valid;

  return (
    <dialog ref={ref} className="review" aria-labelledby="review-heading" onClose={props.onClose}>
      <h2 id="review-heading">{msg.diffHeading}</h2>
      {diff.length === 0 && !outcome?.ok && <p>{msg.diffEmpty}</p>}
      {diff.length > 0 && (
        <pre className="diff" data-testid="diff">
          {diff.map((d, i) => (
            <div key={i} className={`d${d.kind === '+' ? 'add' : d.kind === '-' ? 'del' : 'ctx'}`}>
              <span className="ln">{d.line}</span>
              {d.kind} {d.text}
            </div>
          ))}
        </pre>
      )}
      {invalid && !outcome && (
        <div role="alert">
          <p>{msg.fixFirst}</p>
          <pre className="report">{check.report.join('\n')}</pre>
        </div>
      )}
      {outcome?.ok && <p role="status">{msg.saved}</p>}
      {outcome && !outcome.ok && (
        <div role="alert">
          <p>{outcome.refusal.problems ? msg.saveRefused : outcome.refusal.error}</p>
          {outcome.refusal.problems && (
            <pre className="report">{outcome.refusal.problems.join('\n')}</pre>
          )}
        </div>
      )}
      <div className="actions">
        <button type="button" onClick={() => ref.current?.close()}>
          {msg.cancel}
        </button>
        <button
          type="button"
          className="primary"
          disabled={saving || invalid || !check || check.changed === 0 || outcome?.ok === true}
          onClick={async () => {
            setSaving(true);
            setOutcome(await props.onSave());
            setSaving(false);
          }}
        >
          {msg.save}
        </button>
      </div>
    </dialog>
  );
}

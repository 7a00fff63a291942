// A registration field's acceptedPattern: the pattern as text, and under it what the rule lets
// through, by the validator's own check (manifests/checks/registration.ts): whether any value of
// the field's length bounds can pass, and a value that does. A value typed in the tester is
// judged as the register form judges it.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { patternVerdict } from '#manifests/checks/registration.ts';
import { checkField, type FieldRuleLike } from '#schemas/field-rules.ts';
import { msg } from './messages.ts';

interface PatternContext {
  manifest?: { registration?: { fields?: Record<string, FieldRuleLike | undefined> } };
}

const range = (min: number, max: number) =>
  max === Infinity ? msg.patternAtLeast(min) : min === max ? String(min) : `${min}–${max}`;

export function PatternWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options, registry } = props;
  const field = String(options.field ?? '');
  const context = (registry.formContext ?? {}) as PatternContext;
  const text = typeof value === 'string' ? value : '';
  const stored = context.manifest?.registration?.fields?.[field];
  const rule: FieldRuleLike = {
    enabled: true,
    required: false,
    ...stored,
    ...(text ? { acceptedPattern: text } : {}),
  };
  const verdict = text ? patternVerdict(field, rule) : undefined;
  const [trial, setTrial] = useState('');
  const trialOk = trial !== '' && checkField(rule, trial).ok;

  return (
    <div className="pattern-field">
      <input
        id={id}
        type="text"
        className="mono"
        value={text}
        spellCheck={false}
        disabled={disabled || readonly}
        aria-describedby={`${id}-verdict`}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
      <p id={`${id}-verdict`} role="status" className={verdict?.ok === false ? 'bad' : 'ok'}>
        {!verdict
          ? msg.patternNone
          : !verdict.ok
            ? msg.patternNever
            : [
                verdict.lengths
                  ? msg.patternLengths(range(verdict.lengths.min, verdict.lengths.max))
                  : msg.patternUnread,
                verdict.example !== undefined
                  ? msg.patternExample(verdict.example)
                  : msg.patternNoExample,
              ].join(' ')}
      </p>
      <label className="pattern-field__try">
        <span>{msg.patternTry}</span>
        <input
          type="text"
          value={trial}
          spellCheck={false}
          onChange={(e) => setTrial(e.target.value)}
        />
        {trial !== '' && (
          <span className={trialOk ? 'state ok' : 'state bad'}>
            {trialOk ? msg.patternPasses : msg.patternFails}
          </span>
        )}
      </label>
    </div>
  );
}

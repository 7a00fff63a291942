// Registration rules nobody can pass: a pattern pasted as a JavaScript literal ("/^…$/", which
// the form reads as a pattern requiring real slashes) or a pattern whose lengths never meet the
// rule's minLength..maxLength. Either way no player can register.
import {
  compileAcceptedPattern,
  expandWildcard,
  type FieldRuleLike,
} from '#schemas/field-rules.ts';
import { patternExample, patternLengths } from '../pattern.ts';
import type { Finding } from './finding.ts';

const LITERAL = /^\/(.+)\/([a-z]*)$/s;

/** The pattern inside a JavaScript literal "/…/flags", or undefined when it is not one. */
function literalBody(pattern: string): { body: string; flags: string } | undefined {
  const m = LITERAL.exec(pattern);
  return m ? { body: m[1]!, flags: m[2]! } : undefined;
}

function bounds(min: number, max: number): string {
  return `${min}..${max === Infinity ? '∞' : max}`;
}

export function registrationRuleFindings(
  fields: Readonly<Record<string, FieldRuleLike | undefined>>,
): Finding[] {
  const out: Finding[] = [];
  for (const [name, rule] of Object.entries(fields)) {
    if (!rule?.acceptedPattern || rule.acceptedPattern === '*') continue;
    const pointer = `/registration/fields/${name}/acceptedPattern`;
    const literal = literalBody(rule.acceptedPattern);
    if (literal) {
      out.push({
        pointer,
        message: `${JSON.stringify(rule.acceptedPattern)} is written as a JavaScript literal: the form would demand real slashes around the value, so no ${name} passes`,
        hint: `drop the slashes${literal.flags ? ` and the "${literal.flags}" flags` : ''}: "acceptedPattern": ${JSON.stringify(literal.body)}`,
      });
      continue;
    }
    const lengths = patternLengths(expandWildcard(rule.acceptedPattern));
    if (!lengths) continue;
    const min = rule.minLength ?? 0;
    const max = rule.maxLength ?? Infinity;
    if (lengths.max >= min && lengths.min <= max) continue;
    const fits =
      lengths.min === lengths.max
        ? `exactly ${lengths.min}`
        : `${lengths.min} to ${lengths.max === Infinity ? 'any number of' : lengths.max}`;
    out.push({
      pointer,
      message: `matches only values of ${fits} character(s), but minLength..maxLength is ${bounds(min, max)}: no ${name} can pass`,
      hint:
        lengths.min === lengths.max
          ? `set minLength and maxLength to ${lengths.min}, or change the pattern's repeat count to fit ${bounds(min, max)}`
          : `make the pattern's length range overlap ${bounds(min, max)}, or change minLength/maxLength`,
    });
  }
  return out;
}

/**
 * What one field's rule accepts, as the studio's pattern field shows it: the finding above when
 * no value can pass, else the lengths the pattern matches (when it can tell) and a value that
 * passes the rule as the register form applies it (when it can make one).
 */
export type PatternVerdict =
  | { ok: false; finding: Finding }
  | { ok: true; lengths?: { min: number; max: number }; example?: string };

export function patternVerdict(name: string, rule: FieldRuleLike): PatternVerdict {
  const [finding] = registrationRuleFindings({ [name]: rule });
  if (finding) return { ok: false, finding };
  const pattern = rule.acceptedPattern ?? '*';
  const min = rule.minLength ?? 0;
  const max = rule.maxLength ?? Infinity;
  let accepts: RegExp;
  try {
    accepts = compileAcceptedPattern(pattern);
  } catch {
    return { ok: true };
  }
  const lengths = patternLengths(expandWildcard(pattern));
  const example = patternExample(expandWildcard(pattern), { min, max }, (value) => {
    const length = [...value].length;
    return length >= min && length <= max && accepts.test(value);
  });
  return { ok: true, ...(lengths ? { lengths } : {}), ...(example ? { example } : {}) };
}

// The per-field rule of spec §5, applied identically by `lobby validate`, the server and the forms.
export interface FieldRuleLike {
  enabled: boolean;
  required: boolean;
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
  patternId?: number;
}

/** The pattern with spec §5's wildcard written out as the regular expression it stands for. */
export function expandWildcard(pattern: string): string {
  // A '*' with nothing before it to repeat (at the start, after '(' or '|') is the wildcard.
  return pattern.replace(/(^|[(|])\*/g, '$1.*');
}

/**
 * Turns an acceptedPattern into a RegExp matching the whole value. A '*' with nothing to
 * repeat means "anything" (spec §5: '*' becomes '.*'), as the platform's rules are written.
 */
export function compileAcceptedPattern(pattern: string): RegExp {
  const source = expandWildcard(pattern);
  const anchored = `${source.startsWith('^') ? '' : '^(?:'}${source}${source.startsWith('^') ? '' : ')'}${source.endsWith('$') && !source.endsWith('\\$') ? '' : '$'}`;
  return new RegExp(anchored, 'u');
}

type FieldCheck =
  | { ok: true }
  | { ok: false; reason: 'required' }
  | { ok: false; reason: 'pattern'; patternId: number; min?: number; max?: number };

/** Checks one value against one rule; an empty optional value passes. */
export function checkField(rule: FieldRuleLike, value: string | undefined | null): FieldCheck {
  const text = value ?? '';
  if (text === '') return rule.required ? { ok: false, reason: 'required' } : { ok: true };
  const length = [...text].length;
  const tooShort = rule.minLength !== undefined && length < rule.minLength;
  const tooLong = rule.maxLength !== undefined && length > rule.maxLength;
  const mismatch =
    rule.acceptedPattern !== undefined && !compileAcceptedPattern(rule.acceptedPattern).test(text);
  if (!tooShort && !tooLong && !mismatch) return { ok: true };
  const failure: FieldCheck = { ok: false, reason: 'pattern', patternId: rule.patternId ?? 0 };
  if (rule.minLength !== undefined) failure.min = rule.minLength;
  if (rule.maxLength !== undefined) failure.max = rule.maxLength;
  return failure;
}

/** The translation key of a failed rule (spec §5). */
export function ruleMessageKey(patternId: number): string {
  return `reg_pattern_${patternId}`;
}

/**
 * A range in a translated rule message: '(min) - (max)', or, where a language words a range
 * around its numbers ("de (min) a (max)", "من (min) إلى (max)"), the whole phrase in brackets.
 */
const RANGE = /\[([^\]]*\(min\)[^\]]*\(max\)[^\]]*)\]|\(min\)\s*-\s*\(max\)/g;

/**
 * Substitutes (min) and (max) in a translated rule message; when both bounds are equal the range
 * collapses into the one number, as spec §5 says, in any language's wording of it.
 */
export function formatRuleMessage(template: string, min?: number, max?: number): string {
  const equal = min !== undefined && min === max;
  let text = template.replace(RANGE, (range, phrase: string | undefined) =>
    equal ? String(min) : (phrase ?? range),
  );
  if (min !== undefined) text = text.replaceAll('(min)', String(min));
  if (max !== undefined) text = text.replaceAll('(max)', String(max));
  return text;
}

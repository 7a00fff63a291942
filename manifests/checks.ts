// Pure helpers behind the manifest checks (manifests/rules.ts, schema-problem.ts): "did you mean",
// a concrete fix per schema pattern, ISO 4217 codes, duplicate keys.
import type { Node } from 'jsonc-parser';

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(up + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}

/** The allowed value closest to `value`, when it is close enough to be a typo. */
export function suggest(value: string, allowed: readonly string[]): string | undefined {
  const lower = value.toLowerCase();
  const exact = allowed.find((a) => a.toLowerCase() === lower);
  if (exact) return exact;
  let best: { value: string; d: number } | undefined;
  for (const a of allowed) {
    const d = distance(lower, a.toLowerCase());
    if (!best || d < best.d) best = { value: a, d };
  }
  if (!best) return undefined;
  return best.d <= Math.max(1, Math.floor(Math.max(value.length, best.value.length) / 3))
    ? best.value
    : undefined;
}

/** "did you mean "X"? " or nothing. */
export function didYouMean(value: string, allowed: readonly string[]): string {
  const s = suggest(value, allowed);
  return s !== undefined && s !== value ? `did you mean "${s}"? ` : '';
}

/** A concrete fix for each pattern the tenant schema uses (the generic text only as a fallback). */
const PATTERN_FIXES: Record<string, string> = {
  '^#[0-9a-fA-F]{6}$': 'write the colour as # and six hex digits, e.g. "#2f80ed"',
  '^[a-z0-9]+(-[a-z0-9]+)*$':
    'use lower-case letters, digits and single hyphens, e.g. "lucky-star"',
  '^[A-Za-z0-9_]{2,20}$': 'use 2 to 20 letters, digits or _, e.g. "LUCKY_STAR" or "wic11f3"',
  '^(/|https?://[^/?#\\s]+/?)$':
    'write "/" for the site\'s own origin, or an origin without a path, e.g. "https://api.example.com"',
  '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$':
    'write a lower-case host name without scheme, port or path, e.g. "luckystar.example.com"',
  '^[A-Z]{3}$': 'use a three-letter ISO 4217 code in capitals, e.g. "THB" or "USD"',
  '^assets/[A-Za-z0-9._/-]+$': 'give a path under assets/ without spaces, e.g. "assets/logo.svg"',
  '^G-[A-Z0-9]+$': 'use a Google tag id such as "G-ABC123", or remove gtagId',
  '^GMT[+-]([0-9]|1[0-4])$': 'write GMT, a sign and whole hours from 0 to 14, e.g. "GMT+7"',
};

export function patternFix(pattern: string, value: unknown): string {
  const fix = PATTERN_FIXES[pattern];
  if (!fix) return `change ${JSON.stringify(value)} so it matches ${pattern}`;
  if (
    pattern === '^#[0-9a-fA-F]{6}$' &&
    typeof value === 'string' &&
    /^#[0-9a-fA-F]{3}$/.test(value)
  )
    return `${fix} (a 3-digit colour expands to "#${[...value.slice(1)].map((c) => c + c).join('')}")`;
  return fix;
}

/** ISO 4217 currency codes, as the JavaScript runtime knows them (full ICU). */
export const ISO_CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency');

/** Object keys written twice (JSON.parse keeps the last one silently), with the JSON pointer. */
export function duplicateKeys(tree: Node): { pointer: string; key: string; offset: number }[] {
  const out: { pointer: string; key: string; offset: number }[] = [];
  const esc = (k: string | number) => String(k).replaceAll('~', '~0').replaceAll('/', '~1');
  const walk = (node: Node, pointer: string) => {
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const prop of node.children ?? []) {
        const [keyNode, valueNode] = prop.children ?? [];
        if (!keyNode) continue;
        const key = String(keyNode.value);
        if (seen.has(key))
          out.push({ pointer: `${pointer}/${esc(key)}`, key, offset: keyNode.offset });
        seen.add(key);
        if (valueNode) walk(valueNode, `${pointer}/${esc(key)}`);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, n) => walk(child, `${pointer}/${n}`));
    }
  };
  walk(tree, '');
  return out;
}

// A simple regular expression read into its parts (sequences of literals, classes, escapes and
// groups with quantifiers), so a tool can say which lengths it matches and write a value it
// accepts. Anything else (look-arounds, back-references, named groups) reads as undefined: then
// no claim is made about the pattern.

type Range = { min: number; max: number };

/** One character: its regular-expression source (a literal, a class, an escape or '.'). */
type Char = { kind: 'char'; source: string };
type Group = { kind: 'group'; options: Item[][] };
type Item = { atom: Char | Group; lo: number; hi: number };

/** The pattern's alternatives, each a sequence of quantified atoms; undefined when not simple. */
export function parsePattern(source: string): Item[][] | undefined {
  let i = 0;
  const s = source;
  const alternation = (): Item[][] | undefined => {
    const options: Item[][] = [];
    for (;;) {
      const seq = sequence();
      if (!seq) return undefined;
      options.push(seq);
      if (s[i] !== '|') return options;
      i++;
    }
  };
  const atom = (): Char | Group | undefined | 'anchor' => {
    const c = s[i];
    if (c === '^' || c === '$') {
      i++;
      return 'anchor';
    }
    if (c === '(') {
      i++;
      if (s.startsWith('?:', i)) i += 2;
      else if (s[i] === '?') return undefined;
      const options = alternation();
      if (!options || s[i] !== ')') return undefined;
      i++;
      return { kind: 'group', options };
    }
    if (c === '[') {
      const end = s.indexOf(']', s[i + 1] === ']' ? i + 2 : i + 1);
      if (end < 0) return undefined;
      const source = s.slice(i, end + 1);
      i = end + 1;
      return { kind: 'char', source };
    }
    if (c === '\\') {
      const e = s[i + 1];
      if (e === undefined || /[bBkp1-9]/i.test(e)) return undefined;
      i += 2;
      return { kind: 'char', source: `\\${e}` };
    }
    if (c === undefined || c === ')' || c === '|' || /[*+?{]/.test(c)) return undefined;
    i++;
    return { kind: 'char', source: c };
  };
  const sequence = (): Item[] | undefined => {
    const items: Item[] = [];
    while (i < s.length && s[i] !== '|' && s[i] !== ')') {
      const a = atom();
      if (a === undefined) return undefined;
      if (a === 'anchor') continue;
      let lo = 1;
      let hi = 1;
      const q = s[i];
      if (q === '*' || q === '+' || q === '?') {
        i++;
        [lo, hi] = q === '*' ? [0, Infinity] : q === '+' ? [1, Infinity] : [0, 1];
      } else if (q === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(i));
        if (!m) return undefined;
        i += m[0].length;
        lo = Number(m[1]);
        hi = m[2] === undefined ? lo : m[3] ? Number(m[3]) : Infinity;
      }
      if (s[i] === '?') i++; // lazy quantifier: same lengths
      items.push({ atom: a, lo, hi });
    }
    return items;
  };
  const options = alternation();
  return options && i === s.length ? options : undefined;
}

const atomRange = (a: Char | Group): Range =>
  a.kind === 'char' ? { min: 1, max: 1 } : alt(a.options);
const itemRange = (it: Item): Range => {
  const r = atomRange(it.atom);
  return { min: r.min * it.lo, max: r.max === 0 ? 0 : r.max * it.hi };
};
const seq = (items: readonly Item[]): Range =>
  items.map(itemRange).reduce((t, r) => ({ min: t.min + r.min, max: t.max + r.max }), {
    min: 0,
    max: 0,
  });
function alt(options: readonly Item[][]): Range {
  return options
    .map(seq)
    .reduce((t, r) => ({ min: Math.min(t.min, r.min), max: Math.max(t.max, r.max) }));
}

/** The shortest and longest string a simple regular expression matches. */
export function patternLengths(source: string): Range | undefined {
  const options = parsePattern(source);
  return options && alt(options);
}

/** Characters tried for a class or an escape, most ordinary first. */
const SAMPLES = [...'a1bA2cB3xZ9_-.@ !#'];

function sampleOf(c: Char): string | undefined {
  if (c.source === '.') return 'a';
  if (!c.source.startsWith('[') && !c.source.startsWith('\\')) return c.source;
  if (/^\\[^a-zA-Z0-9]$/.test(c.source)) return c.source[1];
  let re: RegExp;
  try {
    re = new RegExp(`^${c.source}$`, 'u');
  } catch {
    return undefined;
  }
  return SAMPLES.find((x) => re.test(x));
}

/** Longest value the example maker tries: a length limit keeps the search short. */
const LONGEST = 64;

/** A value of exactly `length` characters the parts match, or undefined. */
function makeAlt(options: readonly Item[][], length: number): string | undefined {
  for (const o of options) {
    const r = seq(o);
    if (length < r.min || length > r.max) continue;
    const out = makeSeq(o, 0, length);
    if (out !== undefined) return out;
  }
  return undefined;
}

function makeSeq(items: readonly Item[], from: number, length: number): string | undefined {
  if (from === items.length) return length === 0 ? '' : undefined;
  const rest = seq(items.slice(from + 1));
  const own = itemRange(items[from]!);
  const lo = Math.max(own.min, length - rest.max);
  const hi = Math.min(own.max, length - rest.min);
  for (let l = lo; l <= hi; l++) {
    const head = makeItem(items[from]!, l);
    if (head === undefined) continue;
    const tail = makeSeq(items, from + 1, length - l);
    if (tail !== undefined) return head + tail;
  }
  return undefined;
}

function makeItem(item: Item, length: number): string | undefined {
  const r = atomRange(item.atom);
  const make = (l: number) =>
    item.atom.kind === 'char'
      ? l === 1
        ? sampleOf(item.atom)
        : undefined
      : makeAlt(item.atom.options, l);
  if (length === 0) return item.lo === 0 || r.min === 0 ? '' : undefined;
  // Repeats of even lengths: the fewest that reach `length`, then more while they fit.
  for (let count = Math.max(item.lo, 1); count <= Math.min(item.hi, length); count++) {
    if (length < r.min * count || length > r.max * count) continue;
    const base = Math.floor(length / count);
    const parts = Array.from({ length: count }, (_, k) => base + (k < length % count ? 1 : 0));
    const made = parts.map(make);
    if (made.every((m) => m !== undefined)) return made.join('');
  }
  return undefined;
}

/**
 * A value the pattern accepts, of a length within min..max, checked against `accepts` (the
 * pattern as the form applies it); undefined when none could be made.
 */
export function patternExample(
  source: string,
  bounds: { min: number; max: number },
  accepts: (value: string) => boolean,
): string | undefined {
  const options = parsePattern(source);
  if (!options) return stockExample(bounds, accepts);
  const r = alt(options);
  const from = Math.max(bounds.min, r.min, 1);
  const to = Math.min(bounds.max, r.max, from + LONGEST);
  for (let length = from; length <= to; length++) {
    const value = makeAlt(options, length);
    if (value !== undefined && accepts(value)) return value;
  }
  return undefined;
}

/** Values of the usual mixes (letters, digits, a sign) tried on a pattern this module cannot read. */
function stockExample(
  bounds: { min: number; max: number },
  accepts: (value: string) => boolean,
): string | undefined {
  const from = Math.max(bounds.min, 1);
  const to = Math.min(bounds.max, from + LONGEST);
  for (let length = from; length <= to; length++)
    for (const unit of ['Aa1!', 'a', '1', 'Aa1', 'a1'])
      for (const value of [unit.repeat(length).slice(0, length)]) if (accepts(value)) return value;
  return undefined;
}

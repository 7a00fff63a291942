// Content-coding negotiation (RFC 9110 §12.5.3) shared by the API's compression and the static
// tenant sites' precompressed files: the encoding the client weights highest among those on
// offer, the server's order (br before gzip) breaking ties; identity when none is acceptable.
export type Coding = 'br' | 'gzip';
export type Encoding = Coding | 'identity';

/** Browsers send a handful of distinct headers: the parse of each is kept. */
const parsed = new Map<string, Map<string, number>>();
const MAX_PARSED = 200;

function weights(header: string): Map<string, number> {
  const known = parsed.get(header);
  if (known) return known;
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name.trim()) continue;
    const q = params.map((x) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(x)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    out.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  if (parsed.size < MAX_PARSED) parsed.set(header, out);
  return out;
}

/** The coding to answer with, out of `offered` (in the server's order of preference). */
export function pickEncoding(
  header: string | undefined,
  offered: readonly Coding[] = ['br', 'gzip'],
): Encoding {
  if (!header || offered.length === 0) return 'identity';
  const w = weights(header);
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const coding of offered) {
    // x-gzip is gzip (RFC 9110 §8.4.1.3); `*` covers anything not named.
    const q = w.get(coding) ?? (coding === 'gzip' ? w.get('x-gzip') : undefined) ?? w.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

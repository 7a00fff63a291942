// What a check sends: path parameters and required query filled from earlier answers (or a
// schema's default or first allowed value), since a GET of one item needs an id some list gave.
import type { Family } from '#schemas/api/index.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';

/** Where else an input shows up in answers: an affiliate `code` is a member's referralCode. */
const ALIASES: Record<string, string[]> = { code: ['referralCode'] };

interface Found {
  family: Family;
  value: unknown;
}

/** The first string or number at `key` anywhere in a value (depth-first). */
function pick(value: unknown, key: string): string | undefined {
  if (Array.isArray(value)) {
    for (const v of value) {
      const hit = pick(v, key);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const rec = value as Record<string, unknown>;
  const direct = rec[key];
  if ((typeof direct === 'string' && direct !== '') || typeof direct === 'number')
    return String(direct);
  for (const v of Object.values(rec)) {
    const hit = pick(v, key);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

export interface Inputs {
  path: string;
  /** Some input was taken from an earlier answer or a schema default, not known to be valid. */
  inferred: boolean;
}

type SchemaProps = Record<string, { enum?: unknown[]; default?: unknown }>;

/** The answers seen so far in one run, and the inputs they give later calls. */
export class SeenAnswers {
  private readonly seen: Found[] = [];

  remember(family: Family, value: unknown): void {
    this.seen.push({ family, value });
  }

  private findInput(family: Family, name: string): string | undefined {
    const sameFirst = [
      ...this.seen.filter((f) => f.family === family),
      ...this.seen.filter((f) => f.family !== family),
    ];
    for (const key of [name, ...(ALIASES[name] ?? [])])
      for (const f of sameFirst) {
        const hit = pick(f.value, key);
        if (hit !== undefined) return hit;
      }
    return undefined;
  }

  /** The call's path with its path parameters and required query filled, or why it cannot be. */
  inputsOf(family: Family, op: OperationSpec): Inputs | { missing: string } {
    let inferred = false;
    let path = op.path;
    for (const [, name] of op.path.matchAll(/\{(\w+)\}/g)) {
      const v = this.findInput(family, name!);
      if (v === undefined) return { missing: `no value for path parameter ${name}` };
      inferred = true;
      path = path.replace(`{${name}}`, encodeURIComponent(v));
    }
    const q = op.query as { required?: string[]; properties?: SchemaProps } | undefined;
    const query = new URLSearchParams();
    for (const name of q?.required ?? []) {
      const prop = q?.properties?.[name];
      const v =
        prop?.default !== undefined
          ? String(prop.default)
          : prop?.enum?.length
            ? String(prop.enum[0])
            : this.findInput(family, name);
      if (v === undefined) return { missing: `no value for required query ${name}` };
      inferred = true;
      query.set(name, v);
    }
    const qs = query.toString();
    return { path: qs ? `${path}?${qs}` : path, inferred };
  }
}

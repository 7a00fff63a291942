// The manifest's top-level properties grouped as an operator thinks of them; each group is one
// form. A property the schema gains later and no group names lands in the last group, so the
// editor never hides a field.
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { msg } from './messages.ts';
import type { ManifestProblem } from './protocol.ts';

export const SECTIONS = [
  {
    id: 'identity',
    keys: ['code', 'merchantCode', 'displayName', 'domains', 'currency', 'branding', 'legal'],
  },
  // The home banners are files of the brand, not manifest fields (./banner-panel.tsx).
  { id: 'banners', keys: [] },
  { id: 'languages', keys: ['languages'] },
  { id: 'theme', keys: ['themes'] },
  { id: 'flags', keys: ['flags'] },
  { id: 'registration', keys: ['registration', 'security'] },
  { id: 'games', keys: ['games', 'home'] },
  { id: 'contact', keys: ['customerService', 'social'] },
  { id: 'apps', keys: ['apps'] },
  { id: 'agent', keys: ['agent', 'wallet'] },
  { id: 'api', keys: ['api', 'cdn', 'analytics'] },
] as const satisfies readonly { id: keyof typeof msg.section; keys: readonly string[] }[];

export type SectionId = (typeof SECTIONS)[number]['id'];

/** Properties the form never shows: the editor's schema hint. */
const HIDDEN = ['$schema'];

export function sectionKeys(id: SectionId, schema: RJSFSchema): string[] {
  const all = Object.keys(schema.properties ?? {}).filter((k) => !HIDDEN.includes(k));
  const named = new Set<string>(SECTIONS.flatMap((s) => s.keys));
  const own: string[] = [...(SECTIONS.find((s) => s.id === id)?.keys ?? [])];
  return id === SECTIONS[SECTIONS.length - 1]!.id
    ? [...own, ...all.filter((k) => !named.has(k))]
    : own;
}

export function sectionOfPointer(pointer: string): SectionId {
  const top = pointer.split('/')[1] ?? '';
  return SECTIONS.find((s) => (s.keys as readonly string[]).includes(top))?.id ?? 'identity';
}

/** The schema of one group: the root's rules for only its properties. */
export function sectionSchema(schema: RJSFSchema, keys: readonly string[]): RJSFSchema {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return {
    ...rest,
    title: '',
    description: '',
    properties: Object.fromEntries(keys.map((k) => [k, schema.properties![k]!])),
    required: (schema.required ?? []).filter((k) => keys.includes(k)),
  };
}

export function pick(value: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(keys.filter((k) => k in value).map((k) => [k, value[k]]));
}

/** The validator's problems as rjsf's error tree: each shown at the field it names. */
export function errorTree(problems: readonly ManifestProblem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const p of problems) {
    let node = root;
    for (const seg of p.pointer.split('/').slice(1)) {
      const key = seg.replaceAll('~1', '/').replaceAll('~0', '~');
      node = (node[key] ??= {}) as Record<string, unknown>;
    }
    const errors = ((node.__errors as string[] | undefined) ??= []);
    errors.push(
      `${p.severity === 'warning' ? `${msg.warning}: ` : ''}${p.message} (${msg.problemFix} ${p.hint})`,
    );
  }
  return root as ErrorSchema;
}

// Turns a JSON Schema error into a problem an operator can act on: what is wrong in words, and a
// fix naming the allowed values (with "did you mean" for a near miss).
import type { SchemaError } from '#schemas/index.ts';
import { tenantSchema } from '#schemas/tenant.schema.ts';
import { didYouMean, patternFix } from './checks.ts';
import {
  escapePointer,
  problem,
  segments,
  type LoadedFile,
  type ManifestProblem,
} from './problem.ts';

/** The schema node that describes a JSON pointer (through properties and items). */
function schemaAt(pointer: string): Record<string, unknown> | undefined {
  let node: Record<string, unknown> | undefined = tenantSchema as unknown as Record<
    string,
    unknown
  >;
  for (const seg of segments(pointer)) {
    if (!node) return undefined;
    const props = node.properties as Record<string, Record<string, unknown>> | undefined;
    if (typeof seg === 'number' || (node.type === 'array' && node.items)) {
      node = node.items as Record<string, unknown> | undefined;
    } else if (props?.[seg]) node = props[seg];
    else if (typeof node.additionalProperties === 'object')
      node = node.additionalProperties as Record<string, unknown>;
    else return undefined;
  }
  return node;
}

function valueAt(loaded: LoadedFile, pointer: string): unknown {
  let v: unknown = loaded.value;
  for (const seg of segments(pointer)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

function allowedList(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

export function schemaProblem(loaded: LoadedFile, error: SchemaError): ManifestProblem {
  const params = error.params as Record<string, unknown>;
  const value = valueAt(loaded, error.instancePath);
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const pointer = `${error.instancePath}/${escapePointer(name)}`;
      const known = Object.keys(
        (schemaAt(error.instancePath)?.properties as object | undefined) ?? {},
      );
      return problem(
        loaded,
        pointer,
        `unknown property "${name}"`,
        `${didYouMean(name, known)}remove it or use one of: ${allowedList(known)}`,
      );
    }
    case 'required': {
      const name = String(params.missingProperty);
      const described = schemaAt(`${error.instancePath}/${escapePointer(name)}`)?.description;
      return problem(
        loaded,
        error.instancePath,
        `missing required property "${name}"`,
        `add "${name}" here${typeof described === 'string' ? ` (${described})` : ''}`,
      );
    }
    case 'type':
      return problem(
        loaded,
        error.instancePath,
        `must be ${String(params.type)}, not ${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value}`,
        `change the value to a ${String(params.type)}`,
      );
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const got = typeof value === 'string' ? value : JSON.stringify(value);
      return problem(
        loaded,
        error.instancePath,
        `"${got}" is not one of the allowed values`,
        `${didYouMean(got, allowed)}use one of: ${allowedList(allowed)}`,
      );
    }
    case 'propertyNames': {
      const name = String(params.propertyName);
      const names = ((
        schemaAt(error.instancePath)?.propertyNames as { enum?: string[] } | undefined
      )?.enum ?? []) as string[];
      return problem(
        loaded,
        `${error.instancePath}/${escapePointer(name)}`,
        `property name "${name}" is not allowed`,
        `${didYouMean(name, names)}rename it to one of: ${allowedList(names)}`,
      );
    }
    case 'pattern':
      return problem(
        loaded,
        error.instancePath,
        `${JSON.stringify(value)} does not match ${String(params.pattern)}`,
        patternFix(String(params.pattern), value),
      );
    case 'minItems':
      return problem(
        loaded,
        error.instancePath,
        `must list at least ${String(params.limit)} item(s)`,
        `add ${String(params.limit)} or more entries`,
      );
    case 'uniqueItems':
      return problem(
        loaded,
        error.instancePath,
        `lists the same item twice (items ${String(params.j)} and ${String(params.i)})`,
        `remove the second ${JSON.stringify((value as unknown[] | undefined)?.[Number(params.i)])}`,
      );
    case 'minLength':
    case 'maxLength':
      return problem(
        loaded,
        error.instancePath,
        `must be ${error.keyword === 'minLength' ? 'at least' : 'at most'} ${String(params.limit)} character(s) long`,
        error.keyword === 'minLength'
          ? `write at least ${String(params.limit)} character(s)`
          : `shorten it to ${String(params.limit)} character(s) or fewer`,
      );
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return problem(
        loaded,
        error.instancePath,
        `must be ${String(params.comparison)} ${String(params.limit)}`,
        `use a number ${String(params.comparison)} ${String(params.limit)}`,
      );
    default:
      return problem(
        loaded,
        error.instancePath,
        error.message ?? error.keyword,
        'see the description of this property in schemas/tenant.schema.json',
      );
  }
}

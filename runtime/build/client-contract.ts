// Vite plugin: the runtime imports the contract's operation objects (schemas/api/*) for the few
// fields its API client and wire adapters read (runtime/src/lib/api/client.ts, wire/*.ts:
// operationId, method, path, encrypted, idempotent, multipart, raw); its types come from the JSON
// Schemas at compile time. The objects also carry every schema, error list, summary and
// description the OpenAPI document and the server's validation are built from, which the browser
// never reads. The client build drops
// those properties of an operation and blanks every other description; the server,
// the OpenAPI document and the SSR prerender still see the full source. The builder calls of
// top-level constants are marked pure, so a schema constant only the dropped parts used goes too.
// The same holds for two other tables the browser reads a part of: the flag registry and the
// platform wire's call tables.
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

/** Contract family files (not their tests). */
const CONTRACT_FILE = /[\\/]schemas[\\/]api[\\/][\w-]+\.ts$/;
/**
 * The flag registry: the browser reads a flag's node, group, platform name and module (the
 * platform wire's whitelabel answer); its description, `lobby new` question, `lobby list` mark and
 * `lobby validate` requirements are the CLI's.
 */
const FLAG_FILE = /[\\/]schemas[\\/]flags\.ts$/;
const FLAG_CLI_KEYS = new Set(['description', 'ask', 'main', 'requires']);
/**
 * The platform wire's call tables: the browser's adapter sends Lobby's operations through their
 * rows and reads the answers back (`fromPlatform`). The façade's side stays on the server: the
 * rows it answers itself (`own`), the Lobby-to-platform answer shapes (`toPlatform`, of which the
 * browser only asks whether a row has one: such a row's answer it cannot read back), the names of
 * the client's calls, the identifiers the server fills in and the parameters it ignores.
 */
const PLATFORM_CALLS_FILE = /[\\/]schemas[\\/]wire[\\/]platform-calls-[\w-]+\.ts$/;
const FACADE_KEYS = new Set(['name', 'needs', 'drop']);
const DOC_KEYS = new Set(['description', 'summary']);
/**
 * Parts of an operation object only the server and the OpenAPI document read (the server checks
 * who may call, a trial's refusal and the test routes; the browser learns them from the answer).
 */
const SERVER_KEYS = new Set([
  'params',
  'query',
  'body',
  'response',
  'errors',
  'auth',
  'noTrial',
  'testOnly',
]);
/** The `s.*` builders of schemas/api/operation.ts take the description as first argument. */
const DOC_BUILDERS = new Set(['str', 'int', 'num', 'bool']);

type Span = { start: number; end: number };
type Text = ESTree.StringLiteral | ESTree.TemplateLiteral;

function isText(node: { type: string } | null | undefined): node is Text {
  if (!node) return false;
  if (node.type === 'Literal') return typeof (node as ESTree.StringLiteral).value === 'string';
  return (
    node.type === 'TemplateLiteral' && (node as ESTree.TemplateLiteral).expressions.length === 0
  );
}

const PURE = '/* @__PURE__ */ ';
const FUNCTION = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration']);

/** Calls in `node` outside any function body (the calls that build a schema constant). */
function buildCalls(node: unknown, found: Span[] = []): Span[] {
  if (Array.isArray(node)) {
    for (const child of node) buildCalls(child, found);
  } else if (node && typeof node === 'object' && 'type' in node) {
    const typed = node as { type: string } & Span;
    if (FUNCTION.has(typed.type)) return found;
    if (typed.type === 'CallExpression') found.push(typed);
    for (const [key, child] of Object.entries(node)) if (key !== 'type') buildCalls(child, found);
  }
  return found;
}

const keyName = (prop: ESTree.ObjectPropertyKind): string | null =>
  prop.type === 'Property' && !prop.computed && prop.key.type === 'Identifier'
    ? prop.key.name
    : null;

/**
 * Takes a property out whole, with its comma: 70 operations of `summary: ''` and
 * `response: undefined` were bytes on every first visit.
 */
function drop(
  prop: Span,
  replace: (node: Span, text: string) => void,
  dropped: Span[],
  code: string,
): void {
  const end = /^\s*,/.exec(code.slice(prop.end))?.[0].length ?? 0;
  const span = { start: prop.start, end: prop.end + end };
  replace(span, '');
  dropped.push(span);
}

/** Drops from a `mapped` row what only the façade reads (PLATFORM_CALLS_FILE). */
function facadeParts(
  row: ESTree.ObjectExpression,
  replace: (node: Span, text: string) => void,
  dropped: Span[],
  code: string,
): void {
  const readsBack = row.properties.some((p) => keyName(p) === 'fromPlatform');
  for (const prop of row.properties) {
    const key = keyName(prop);
    if (key === null || prop.type !== 'Property') continue;
    if (FACADE_KEYS.has(key) || (key === 'toPlatform' && readsBack))
      drop(prop, replace, dropped, code);
    else if (key === 'toPlatform') replace(prop.value, '!0');
  }
}

/** The object literal of `export const FLAGS = {…}`. */
function flagsLiteral(program: ESTree.Program): Span | null {
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations) {
      if (d.id.type !== 'Identifier' || d.id.name !== 'FLAGS' || !d.init) continue;
      // Through `as const` and `satisfies`.
      let init: ESTree.Expression = d.init;
      while (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')
        init = init.expression;
      if (init.type === 'ObjectExpression') return init;
    }
  }
  return null;
}

/** The source as the browser needs it, or null when nothing changes. */
export function clientContract(code: string, filename: string): string | null {
  const { program, errors } = parseSync(filename, code, { lang: 'ts' });
  if (errors.length > 0) return null;
  const edits: (Span & { text: string })[] = [];
  const dropped: Span[] = [];
  const inDropped = (node: Span) => dropped.some((d) => node.start >= d.start && node.end <= d.end);
  const replace = (node: Span, text: string) => {
    if (!inDropped(node)) edits.push({ start: node.start, end: node.end, text });
  };
  const flagRows = FLAG_FILE.test(filename) ? flagsLiteral(program) : null;
  const callTable = PLATFORM_CALLS_FILE.test(filename);
  new Visitor({
    ObjectExpression(node) {
      if (flagRows && node.start >= flagRows.start && node.end <= flagRows.end) {
        for (const prop of node.properties) {
          const key = keyName(prop);
          if (key !== null && FLAG_CLI_KEYS.has(key) && prop.type === 'Property')
            drop(prop, replace, dropped, code);
        }
        return;
      }
      const isOperation = node.properties.some(
        (p) => keyName(p) === 'operationId' && p.type === 'Property' && isText(p.value),
      );
      if (!isOperation) return;
      for (const prop of node.properties) {
        const key = keyName(prop);
        if (key === null || prop.type !== 'Property') continue;
        if (!SERVER_KEYS.has(key) && !(DOC_KEYS.has(key) && isText(prop.value))) continue;
        drop(prop, replace, dropped, code);
      }
    },
    Property(node) {
      if (node.computed || node.key.type !== 'Identifier' || !DOC_KEYS.has(node.key.name)) return;
      if (isText(node.value)) replace(node.value, "''");
    },
    CallExpression(node) {
      const { callee } = node;
      if (callTable && callee.type === 'Identifier') {
        const [row] = node.arguments;
        if (row?.type !== 'ObjectExpression') return;
        if (callee.name === 'own') replace(row, '{}');
        if (callee.name === 'mapped') facadeParts(row, replace, dropped, code);
        return;
      }
      if (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 's' &&
        callee.property.type === 'Identifier' &&
        DOC_BUILDERS.has(callee.property.name) &&
        isText(node.arguments[0])
      )
        replace(node.arguments[0], "''");
    },
  }).visit(program);
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const call of buildCalls(declaration.declarations.map((d) => d.init))) {
      if (!inDropped(call)) edits.push({ start: call.start, end: call.start, text: PURE });
    }
  }
  if (edits.length === 0) return null;
  // Back to front, so each edit's offsets are still those of the original source. Edits never
  // overlap: a replaced value holds no other edit, and a pure mark only inserts.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export function clientContractPlugin(): Plugin {
  return {
    name: 'lobby:client-contract',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (env) => env.name === 'client',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (![CONTRACT_FILE, FLAG_FILE, PLATFORM_CALLS_FILE].some((f) => f.test(file))) return null;
      const lean = clientContract(code, id);
      return lean === null ? null : { code: lean, map: null };
    },
  };
}

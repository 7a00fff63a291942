import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientContract } from './client-contract.ts';

const schemas = path.resolve(import.meta.dirname, '../../schemas/api');

const OP = [
  "import { defineOps, s } from './operation.ts';",
  "const item = { type: 'object', description: 'One x.', properties: { id: s.str('Id of x.', { minLength: 2 }) } } as const;",
  'export const ops = defineOps({',
  "  getX: { operationId: 'getX', method: 'get', path: '/x/{id}', summary: 'Reads one x.', auth: 'none',",
  "    encrypted: true, params: { type: 'object', properties: { id: s.int('Count.') } },",
  "    response: { type: 'object', description: `An x`, properties: { item } }, errors: ['x_missing'] },",
  '});',
].join('\n');

describe('clientContract', () => {
  it('keeps what the API client reads and drops schemas, errors and texts', () => {
    const out = clientContract(OP, 'x.ts')!;
    expect(out).toContain("operationId: 'getX', method: 'get', path: '/x/{id}'");
    expect(out).toContain('encrypted: true');
    expect(out).not.toMatch(/\b(params|response|errors|summary|auth):/);
    expect(out).not.toMatch(/Reads one x|An x|One x|Id of x|Count\.|x_missing/);
    expect(out).toContain("/* @__PURE__ */ s.str('', { minLength: 2 })");
    expect(out).toContain('export const ops = /* @__PURE__ */ defineOps(');
    expect(parseSync('x.ts', out, { lang: 'ts' }).errors).toEqual([]);
  });

  it('marks no call inside a function pure (its result may be a side effect)', () => {
    const source = 'export const all = (out: string[]) => { out.push(make()); return out; };';
    expect(clientContract(source, 'f.ts')).toBeNull();
  });

  it('leaves an object that is not an operation, and computed texts, alone', () => {
    const source =
      "const a = { response: { type: 'x' }, description: 'x' + y, summary: `t ${z}` };";
    expect(clientContract(source, 'a.ts')).toBeNull();
  });

  it('keeps every operation of every contract family file, with valid syntax', () => {
    const files = fs.readdirSync(schemas).filter((f) => /^[\w-]+\.ts$/.test(f));
    const fields = (text: string) =>
      text.match(/(operationId|method|path): '[^']*'|(encrypted|idempotent|multipart): true/g) ??
      [];
    let shrunk = 0;
    for (const file of files) {
      const code = fs.readFileSync(path.join(schemas, file), 'utf8');
      const out = clientContract(code, file);
      if (out === null) continue;
      shrunk++;
      expect(parseSync(file, out, { lang: 'ts' }).errors, file).toEqual([]);
      expect(fields(out), file).toEqual(fields(code));
    }
    expect(shrunk).toBeGreaterThan(10);
  });
});

describe('clientContract on the flag registry and the platform call tables', () => {
  const read = (rel: string) =>
    fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas', rel), 'utf8');

  it("keeps each flag's whitelabel fields and drops what only the CLI reads", () => {
    const code = read('flags.ts');
    const out = clientContract(code, '/x/schemas/flags.ts')!;
    const whitelabel = (text: string) =>
      text.match(/\b(node|group|platform|module): '[^']*'|\bdefault: (true|false)/g) ?? [];
    expect(whitelabel(out)).toEqual(whitelabel(code));
    const registry = out.slice(out.indexOf('export const FLAGS'), out.indexOf('satisfies'));
    expect(registry).not.toMatch(/\b(description|ask|main|requires):/);
    expect(parseSync('flags.ts', out, { lang: 'ts' }).errors).toEqual([]);
  });

  it("keeps every row's sending side; a row it cannot read back stays one it cannot read", () => {
    const files = fs.readdirSync(path.resolve(import.meta.dirname, '../../schemas/wire'));
    const tables = files.filter((f) => /^platform-calls-[\w-]+\.ts$/.test(f));
    expect(tables.length).toBeGreaterThan(3);
    for (const file of tables) {
      const code = read(`wire/${file}`);
      const out = clientContract(code, `/x/schemas/wire/${file}`)!;
      expect(parseSync(file, out, { lang: 'ts' }).errors, file).toEqual([]);
      const sending = (text: string) =>
        text.match(
          /\b(op|method|path|when): '[^']*'|\b(bare|formBody|encrypted): true|fromPlatform:/g,
        ) ?? [];
      // The rows the façade answers itself leave their method and path on the server.
      const mappedOnly = (text: string) => text.replace(/own\(\{[^]*?\}\)/g, 'own({})');
      expect(sending(out), file).toEqual(sending(mappedOnly(code)));
      // toPlatform stays only as the mark of a row whose answer the browser cannot read back.
      expect(out.match(/toPlatform: !0/g)?.length ?? 0, file).toBe(
        (out.match(/toPlatform:/g) ?? []).length,
      );
      expect(out, file).not.toMatch(/^\s*(name|needs|drop): /m);
    }
  });
});

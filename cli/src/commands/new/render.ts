// Renders templates/tenant/ into a folder: `*.hbs` files through handlebars, the rest copied.
import fs from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';

function createHandlebars(): typeof Handlebars {
  const hb = Handlebars.create();
  // Helpers throw on missing input: an empty string in a manifest is a bug, not a default.
  hb.registerHelper('json', (value: unknown, indent: unknown) => {
    if (value === undefined) throw new Error('template asked for a value that is missing');
    const spaces = typeof indent === 'number' ? indent : 0;
    const text = JSON.stringify(value, null, spaces);
    return spaces > 0 ? text.replace(/\n/g, `\n${' '.repeat(spaces)}`) : text;
  });
  hb.registerHelper('color', (value: unknown) => {
    if (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value))
      throw new Error(`not a colour: ${String(value)}`);
    return value;
  });
  return hb;
}

export function renderTemplateDir(
  templateDir: string,
  outDir: string,
  view: Record<string, unknown>,
): string[] {
  const hb = createHandlebars();
  const written: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(templateDir, rel), { withFileTypes: true })) {
      const from = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        fs.mkdirSync(path.join(outDir, from), { recursive: true });
        walk(from);
      } else if (entry.name.endsWith('.hbs')) {
        const source = fs.readFileSync(path.join(templateDir, from), 'utf8');
        const target = from.slice(0, -'.hbs'.length);
        fs.writeFileSync(
          path.join(outDir, target),
          hb.compile(source, { strict: true, noEscape: false })(view),
        );
        written.push(target);
      } else {
        fs.copyFileSync(path.join(templateDir, from), path.join(outDir, from));
        written.push(from);
      }
    }
  };
  fs.mkdirSync(outDir, { recursive: true });
  walk('');
  return written.sort();
}

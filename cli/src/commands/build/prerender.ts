// The prerender step of `lobby build`: runtime/src/prerender.tsx is bundled once per runtime
// build (a Vite SSR build, self-contained so a fleet folder without node_modules can load it),
// then called once per tenant and prerendered path: a renderToString of milliseconds each, not a
// build per tenant.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CliError } from '../../errors.ts';
import type { Prerenderer, RenderShell, Shell, ShellInput } from '#schemas/shell.ts';

export type { Prerenderer, RenderShell };

const ENTRY = 'prerender.mjs';

/** Bundles the prerender entry of the runtime into `outDir` (Node, ESM, dependencies inlined). */
export async function buildPrerenderer(runtimeDir: string, outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: path.join(runtimeDir, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: true },
    // React's production build: an SSR bundle keeps `process.env.NODE_ENV` for run time, where
    // the CLI leaves it unset, so every tenant rendered with development React (prop checks,
    // warnings): about half of the per-tenant render time, and a bundle twice the size.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: path.join(runtimeDir, 'src', 'prerender.tsx'),
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: ENTRY, format: 'es' } },
    },
  });
}

/** Loads the bundled renderer (a fresh copy after each build: the URL carries its mtime). */
export async function loadPrerenderer(outDir: string): Promise<Prerenderer> {
  const file = path.join(outDir, ENTRY);
  if (!fs.existsSync(file)) {
    throw new CliError(
      `the runtime build has no prerenderer (${file} is missing)`,
      'run `lobby build --all` to build the runtime again',
    );
  }
  const url = `${pathToFileURL(file).href}?v=${fs.statSync(file).mtimeMs}`;
  const { renderShell, shellPaths } = (await import(url)) as Partial<Prerenderer>;
  if (typeof renderShell !== 'function' || !Array.isArray(shellPaths) || shellPaths[0] !== '/') {
    throw new CliError(
      `the runtime build's prerenderer (${file}) does not export renderShell and shellPaths (home first)`,
      'run `lobby build --all` to build the runtime again',
    );
  }
  return { renderShell, shellPaths };
}

/** The #root markup of one tenant at one path; a render that throws stops the build, both named. */
export function prerenderTenant(render: RenderShell, input: ShellInput): Shell {
  try {
    return render(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(
      `could not prerender ${input.path} of ${input.manifest.code}: ${reason}`,
      'the app frame (runtime/src/app/layout/app-shell.tsx) threw while rendering this manifest; fix the component or the manifest, then build again',
    );
  }
}

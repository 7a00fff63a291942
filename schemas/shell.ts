// What `lobby build` hands the runtime's build-time render of a tenant's first screen, and what it
// gets back: the contract between cli/src/commands/build/prerender.ts and runtime/src/prerender.tsx
// (the CLI never imports the runtime, so both import this). The runtime names the paths it
// prerenders; the build writes one document per path, named here, and marks #root with the path,
// which the browser (runtime/src/main.tsx) and `lobby start` (cli/src/commands/start/live.ts) read.
import type { PublicManifest } from './index.ts';

/** One language's messages, key to text. */
export type Messages = Record<string, string>;

export interface ShellInput {
  manifest: PublicManifest;
  /** The default language's messages as the tenant ships them (English under its own). */
  messages: Messages;
  /** The path whose first screen to render: one of the module's `shellPaths`. */
  path: string;
}

export interface Shell {
  /** Resource hints React hoists out of the tree (the logo's preload): they go in <head>. */
  head: string;
  /** The markup of #root. */
  html: string;
}

export type RenderShell = (input: ShellInput) => Shell;

/** What the bundled runtime/src/prerender.tsx exports. */
export interface Prerenderer {
  renderShell: RenderShell;
  /** The paths that get a document of their own, the home page first. */
  shellPaths: readonly string[];
}

/**
 * The file a path's document is written to in the tenant's folder: index.html for the home page,
 * `rng.html` for /rng (the name static hosts serve for /rng by themselves, see README).
 */
export const shellDocument = (pathname: string) =>
  pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;

/** The attribute of #root naming the path its markup was rendered at. */
export const SHELL_PATH_ATTRIBUTE = 'data-path';

/** The path a document's #root was rendered at, or undefined for a page without one. */
export function shellPathOf(html: string): string | undefined {
  return new RegExp(`<div id="root"[^>]* ${SHELL_PATH_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
}

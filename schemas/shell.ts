// What `lobby build` hands the runtime's build-time render of a tenant's first screen, and what it
// gets back: the contract between cli/src/commands/build/prerender.ts and runtime/src/prerender.tsx
// (the CLI never imports the runtime, so both import this).
import type { PublicManifest } from './index.ts';

/** One language's messages, key to text. */
export type Messages = Record<string, string>;

export interface ShellInput {
  manifest: PublicManifest;
  /** The default language's messages as the tenant ships them (English under its own). */
  messages: Messages;
}

export interface Shell {
  /** Resource hints React hoists out of the tree (the logo's preload): they go in <head>. */
  head: string;
  /** The markup of #root. */
  html: string;
}

export type RenderShell = (input: ShellInput) => Shell;

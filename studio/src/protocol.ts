// What the studio's browser app and its server (cli/src/commands/studio) say to each other.
import type { ManifestProblem } from '#manifests/index.ts';
import type { BrandAnswers } from '#schemas/new-brand.ts';

export type { ManifestProblem, BrandAnswers };

/** One brand of the fleet view. An invalid manifest still has a row, with what could be read. */
export interface FleetRow {
  code: string;
  name: string;
  /** URL of the logo on the studio's own origin; empty when there is none. */
  logo: string;
  languages: string[];
  theme: string;
  primary: string;
  flags: string[];
  domain: string;
  valid: boolean;
  /** The errors as `lobby validate` prints them (none for a valid brand). */
  problems: string[];
}

/**
 * Whether a brand's build is what a visitor gets: `serving` when the running `lobby start` answers
 * its home with the very page in dist/, `older` when it answers another one (an earlier build),
 * `built` when dist/ has it but no server on this data dir answers it, `none` when not built.
 */
export type BuildState = 'serving' | 'older' | 'built' | 'none';

export interface ServingAnswer {
  /** The port of the running `lobby start` asked, or null when none runs for the data dir. */
  server: number | null;
  states: Record<string, BuildState>;
}

/** A line of the diff shown before saving: kept (context), removed or added. */
export interface DiffLine {
  kind: ' ' | '-' | '+';
  text: string;
  /** Line number in the old file (kept, removed) or the new one (added). */
  line: number;
}

export interface BrandFile {
  code: string;
  file: string;
  value: unknown;
  /** sha256 of the file as read: a save names it, so an edit made meanwhile is not overwritten. */
  hash: string;
  problems: ManifestProblem[];
}

/** The port of the brand's preview, on the host the studio page was opened at. */
export interface PreviewAnswer {
  port: number;
}

export interface CheckAnswer {
  problems: ManifestProblem[];
  valid: boolean;
  /** The errors as `lobby validate` prints them (what a save would be refused with). */
  report: string[];
  diff: DiffLine[];
  changed: number;
  /** The file on disk is no longer the one opened. */
  stale: boolean;
  /** Bumped each time the preview must reload to show the draft (more than its colours changed). */
  previewVersion: number;
}

export interface SaveAnswer {
  hash: string;
  value: unknown;
}

/**
 * A publish: the saved brand built and switched to by the running `lobby start` (its old version
 * keeps serving when `ok` is false, with the reason and the problems).
 */
export type PublishAnswer =
  | { ok: true; version: number; site: string; shots: PublishShots }
  | { ok: false; reason: string; problems: string[] };

/**
 * The served site's home as a visitor saw it just before the rollout and just after (JPEG data
 * URLs), or why there are none (no Chromium on this machine, or the page could not be shot).
 */
export type PublishShots = { before: string; after: string } | { missing: string };

/** A question of the create dialog, or the code and the source of a clone asked before them. */
export type NewBrandField = keyof BrandAnswers | 'code' | 'from';

/** What is wrong with one field of the create dialog, shown at that field. */
export interface FieldRefusal {
  field: NewBrandField;
  reason: string;
}

/**
 * A refused request: what went wrong, for a refused save the list `lobby validate` prints, and
 * for a refused create each refusal at its field.
 */
export interface Refusal {
  error: string;
  problems?: string[];
  fields?: FieldRefusal[];
}

/** A new brand's code and the brand it clones, if any: what the questions start from. */
export interface NewBrandRequest {
  code: string;
  from?: string;
}

/** The answers offered for a new brand: `lobby new`'s defaults, or the clone's choices. */
export interface NewBrandStart extends NewBrandRequest {
  answers: BrandAnswers;
}

export interface CreateRequest extends NewBrandRequest {
  answers: BrandAnswers;
}

export interface CreateAnswer {
  code: string;
  /** The tenant's folder, relative to the repository. */
  dir: string;
}

export interface DraftRequest {
  value: unknown;
  baseHash: string;
}

/** The brand images the studio uploads (branding.logo, branding.favicon). */
export type ImageRole = 'logo' | 'favicon';

/** An uploaded image: its path for the manifest and its URL on the studio's origin. */
export interface ImageAnswer {
  path: string;
  url: string;
}

/** One home banner slot of one language set, as the site shows it now. */
export interface BannerSlot {
  /** Its number: `banner-<slot>` in the set's folder. */
  slot: number;
  /** The raster the site shows, on the studio's origin (changes when the file does). */
  url: string;
  /** The operator's own image (sent from the studio), not one drawn from the brand. */
  own: boolean;
}

/** The banners of one language: the default language's set first, then each listed language. */
export interface BannerSet {
  lang: string;
  isDefault: boolean;
  slots: BannerSlot[];
}

/** Of `total` things of one kind, how many a language has. */
export interface Share {
  have: number;
  total: number;
}

/**
 * What a player of one language would get from a brand: the site's own words (the runtime's
 * catalogue), the operator's texts in the manifest, and the art with words drawn in it.
 */
export interface LanguageCoverage {
  lang: string;
  ui: Share;
  texts: Share;
  art: Share;
}

// What a manifest check reports before the file's line and column are known: the JSON pointer
// of the value at fault, what is wrong, and the fix. manifests/index.ts turns it into a ManifestProblem.
export interface Finding {
  pointer: string;
  message: string;
  hint: string;
  /** A warning is printed but does not make the manifest invalid. */
  severity?: 'warning';
  /** The fault is in this file of the tenant folder (an image), not in tenant.json. */
  asset?: string;
}

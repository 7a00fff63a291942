// Where a build reads and writes: the runtime's sources, dist/ and its parts.
import path from 'node:path';

export interface BuildPaths {
  root: string;
  tenantsDir: string;
}

export const runtimeDir = (root: string) => path.join(root, 'runtime');
export const distDir = (root: string) => path.join(root, 'dist');
export const runtimeBuildDir = (root: string) => path.join(distDir(root), '.runtime');
/** The build-time renderer of the tenants' first screen (never served: outside app/). */
export const prerenderDir = (root: string) => path.join(runtimeBuildDir(root), 'ssr');
export const FINGERPRINT_FILE = '.fingerprint';

/** dist/_shared/ (no tenant code has an underscore): app/ once (the hashed runtime) and a thin folder per tenant, for a CDN. */
export const sharedDir = (root: string) => path.join(distDir(root), '_shared');

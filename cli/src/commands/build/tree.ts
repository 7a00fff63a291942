// Hard-linked copies of a folder: a fleet's tenants share the runtime's files on disk.
import fs from 'node:fs';
import path from 'node:path';

export function linkOrCopy(src: string, dst: string): void {
  try {
    fs.linkSync(src, dst);
  } catch {
    fs.copyFileSync(src, dst);
  }
}

/** A folder's sub-folders and files, relative to it (folders parent first). */
export interface TreeListing {
  dirs: string[];
  files: string[];
}

export function listTree(from: string): TreeListing {
  const out: TreeListing = { dirs: [], files: [] };
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
      const child = rel ? path.join(rel, entry.name) : entry.name;
      if (entry.isDirectory()) {
        out.dirs.push(child);
        visit(child);
      } else out.files.push(child);
    }
  };
  visit('');
  return out;
}

/** Hard-links every file of `from` under `to`; `listing` (listTree of `from`) saves the reads. */
export function linkTree(from: string, to: string, listing = listTree(from)): void {
  fs.mkdirSync(to, { recursive: true });
  for (const dir of listing.dirs) fs.mkdirSync(path.join(to, dir));
  for (const file of listing.files) linkOrCopy(path.join(from, file), path.join(to, file));
}

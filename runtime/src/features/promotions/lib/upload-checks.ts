// Client-side checks of an activity application (spec §5, §9): png/jpg images only, at most 5 MB
// each, at most 3, and a comment of at most 140 characters. A file that fails never reaches the
// server; each problem is a translation key with the file it concerns.
import {
  ACTIVITY_COMMENT_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from '../../../config/constants.ts';

export interface UploadProblem {
  key: 'promotions.upload.type' | 'promotions.upload.size' | 'promotions.upload.count';
  name: string;
}

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

/** Declared type and extension both say png or jpg. */
export const isAllowedType = (file: Pick<File, 'name' | 'type'>) =>
  (UPLOAD_TYPES as readonly string[]).includes(file.type) && /\.(png|jpe?g)$/i.test(file.name);

/** Adds `added` to the files already chosen, keeping only those that pass; says why others fail. */
export function checkUploads<F extends FileLike>(
  current: readonly F[],
  added: readonly F[],
): { files: F[]; problems: UploadProblem[] } {
  const files = [...current];
  const problems: UploadProblem[] = [];
  for (const file of added) {
    if (!isAllowedType(file)) problems.push({ key: 'promotions.upload.type', name: file.name });
    else if (file.size > UPLOAD_MAX_BYTES)
      problems.push({ key: 'promotions.upload.size', name: file.name });
    else if (files.length >= UPLOAD_MAX_FILES)
      problems.push({ key: 'promotions.upload.count', name: file.name });
    else files.push(file);
  }
  return { files, problems };
}

/** What the first bytes say: a PNG or JPEG signature, or null (a renamed gif, a text file). */
export function imageKind(bytes: Uint8Array): 'png' | 'jpg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** Files whose content is not really png or jpg, whatever their name says. */
export async function withBadSignature<F extends Blob & { name: string }>(
  files: readonly F[],
): Promise<F[]> {
  const kinds = await Promise.all(
    files.map(async (f) => imageKind(new Uint8Array(await f.slice(0, 8).arrayBuffer()))),
  );
  return files.filter((_, i) => kinds[i] === null);
}

/** Characters as the server counts them (code points: an emoji is one). */
export const commentLength = (comment: string) => [...comment].length;
export const isCommentTooLong = (comment: string) => commentLength(comment) > ACTIVITY_COMMENT_MAX;

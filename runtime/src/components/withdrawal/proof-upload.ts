// Proof images for a "Not received" withdrawal confirmation: png or jpg, at most 5 MB each, at
// most 3 (spec §5, §9). Checked before anything is sent, so a wrong file never reaches the server.
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_TYPES } from '../../config/constants.ts';

interface UploadCheck {
  /** Translation key of the first problem, or null when every file is fine. */
  error:
    'upload_type_invalid' | 'upload_too_large' | 'upload_too_many' | 'wallet.proof.required' | null;
  files: File[];
}

const EXTENSIONS = /\.(png|jpe?g)$/i;

export const isAllowedType = (file: Pick<File, 'type' | 'name'>) =>
  (UPLOAD_TYPES as readonly string[]).includes(file.type) && EXTENSIONS.test(file.name);

export function checkUploads(files: readonly File[], required = true): UploadCheck {
  const list = [...files];
  if (required && list.length === 0) return { error: 'wallet.proof.required', files: list };
  if (list.length > UPLOAD_MAX_FILES) return { error: 'upload_too_many', files: list };
  if (list.some((f) => !isAllowedType(f))) return { error: 'upload_type_invalid', files: list };
  if (list.some((f) => f.size > UPLOAD_MAX_BYTES))
    return { error: 'upload_too_large', files: list };
  return { error: null, files: list };
}

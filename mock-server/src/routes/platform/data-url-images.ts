// The platform's client reads each image a player picks with FileReader.readAsDataURL and posts
// the data URLs in its JSON body; Lobby's operations take the same images as multipart files. Each
// one becomes the file multer would have made, within the multipart upload's own limits; what
// the image is (png or jpg, by its bytes) is the operation's to check, as for an upload.
import { ApiError } from '../../refusals/api-error.ts';
import type { UploadedFile } from '../../http/bind.ts';
import { UPLOAD_LIMITS } from '../../http/upload-guard.ts';

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*);base64,([A-Za-z0-9+/=\s]*)$/;

/** The images a platform parameter carries (a data URL or a list of them), as uploaded files. */
export function imagesFromDataUrls(value: unknown, field: string): UploadedFile[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > UPLOAD_LIMITS.files)
    throw new ApiError(400, 'upload_too_many', `at most ${UPLOAD_LIMITS.files} images`);
  return list.map((item, i) => {
    const m = typeof item === 'string' ? DATA_URL.exec(item) : null;
    if (!m) throw new ApiError(400, 'upload_type_invalid', `${field}: not a base64 data URL`);
    const buffer = Buffer.from(m[3] ?? '', 'base64');
    if (buffer.length > UPLOAD_LIMITS.fileSize)
      throw new ApiError(413, 'upload_too_large', `${field} image ${i + 1} is larger than 5 MB`);
    return {
      fieldname: 'images',
      originalname: `${field}-${i + 1}`,
      mimetype: m[1] ?? 'application/octet-stream',
      size: buffer.length,
      buffer,
    };
  });
}

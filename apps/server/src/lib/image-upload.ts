// Images uploaded as base64 in JSON (withdrawal proofs, feedback images): png or jpg decided by
// their bytes, never by the name or the declared type, and bounded in size. One check for every
// module; each maps the outcome to its own error codes and messages.
import { createHash } from 'node:crypto';
import { proofImageType } from '@lotusplay/api-client/contracts';

/** An upload as the clients send it. */
export interface ImageUpload {
  fileName: string;
  contentType: string;
  dataBase64: string;
}

/** A checked image, ready to store. */
export interface CheckedImage {
  contentType: 'image/png' | 'image/jpeg';
  fileName: string;
  size: number;
  sha256: string;
  data: Buffer;
}

/** Why an upload was refused: not a png/jpg (or not base64), or too large. */
export type ImageProblem = 'invalid' | 'tooLarge';

/** The limits of one upload. */
export interface ImageLimits {
  maxBytes: number;
  fileNameMaxLength: number;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes and checks one upload: the base64 text, the size (the text's length first, so a huge
 * text is refused before it is decoded), and the type by the first bytes, which the declared type
 * must match (a renamed text file, or a jpg declared as png, is refused).
 */
export function checkImageUpload(
  upload: ImageUpload,
  limits: ImageLimits,
): { image: CheckedImage } | { problem: ImageProblem } {
  const text = upload.dataBase64.replace(/\s+/g, '');
  if (text.length > Math.ceil(limits.maxBytes / 3) * 4 + 4) return { problem: 'tooLarge' };
  if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text)) {
    return { problem: 'invalid' };
  }
  const data = Buffer.from(text, 'base64');
  if (data.length > limits.maxBytes) return { problem: 'tooLarge' };
  const type = proofImageType(data);
  if (type === null || upload.contentType.toLowerCase() !== type) return { problem: 'invalid' };
  return {
    image: {
      contentType: type,
      fileName: upload.fileName.trim().slice(0, limits.fileNameMaxLength),
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    },
  };
}

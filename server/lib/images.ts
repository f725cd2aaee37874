import sharp from 'sharp';
import { LIMITS } from '../../core/limits';
import { fieldError } from './errors';

// sharp's settings are process-wide; they are set here, in the one module every image path imports.
// Every image is new: libvips' operation cache would only hold memory, never hit.
sharp.cache(false);
// One libvips thread per image: a JPEG decodes on one thread anyway (libjpeg is sequential),
// so a second thread per image bought no latency (103 vs 105 ms for a 12 MP photo alone) and
// cost ~15% more CPU per photo with two in flight (115 vs 134 ms). Parallelism comes from
// decoding several photos at once, one per core (flood-checks/photo-upload.ts).
sharp.concurrency(1);

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

/** Recognises an image by its first bytes, never by its name (docs/product.md#photos). */
export function sniffImageType(buf: Buffer): ImageMime | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export const EXTENSION: Record<ImageMime, 'jpg' | 'png' | 'webp'> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Decodes a `data:image/...;base64,` URL and checks that its bytes really are that image type. */
export function decodeImageDataUrl(field: string, dataUrl: string): { mime: ImageMime; data: Buffer } {
  const match = /^data:(image\/(?:jpeg|png|webp));base64,(.*)$/s.exec(dataUrl);
  if (!match) throw fieldError(field, 'Must be a JPEG, PNG or WebP image');
  const data = Buffer.from(match[2]!, 'base64');
  if (data.length === 0) throw fieldError(field, 'The image is empty');
  if (data.length > LIMITS.dataUrlImageMaxBytes) throw fieldError(field, 'The image is too large');
  const mime = sniffImageType(data);
  if (!mime) throw fieldError(field, 'Must be a JPEG, PNG or WebP image');
  return { mime, data };
}

/**
 * Fully decodes and re-encodes an image: proves it is whole (truncated files fail), applies
 * EXIF orientation and drops all metadata, including location. Signatures keep PNG for
 * their transparency; everything else becomes JPEG.
 */
export async function normaliseImage(
  field: string,
  input: { mime: ImageMime; data: Buffer },
  opts: { maxEdge?: number } = {},
): Promise<{ mime: ImageMime; data: Buffer }> {
  try {
    let img = sharp(input.data, { failOn: 'truncated', limitInputPixels: LIMITS.photoMaxPixels }).rotate();
    if (opts.maxEdge) img = img.resize({ width: opts.maxEdge, height: opts.maxEdge, fit: 'inside', withoutEnlargement: true });
    if (input.mime === 'image/png') return { mime: 'image/png', data: await img.png({ compressionLevel: 9 }).toBuffer() };
    return { mime: 'image/jpeg', data: await img.jpeg({ quality: LIMITS.compressedJpegQuality, mozjpeg: true }).toBuffer() };
  } catch {
    throw fieldError(field, 'The image could not be read. Please take it again.');
  }
}

/**
 * A drawn signature stored on a check as a PNG data URL. It is decoded and re-encoded under a
 * small pixel cap here, because the PDF writer fully decodes PNGs: a 250 KB blank 8000x8000
 * "signature" would otherwise cost seconds and a gigabyte on every PDF download.
 */
export async function normaliseSignatureDataUrl(field: string, dataUrl: string): Promise<string> {
  const image = decodeImageDataUrl(field, dataUrl);
  if (image.mime !== 'image/png') throw fieldError(field, 'Signature must be a PNG image');
  let data: Buffer;
  try {
    data = await sharp(image.data, { failOn: 'truncated', limitInputPixels: LIMITS.signatureMaxPixels })
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw fieldError(field, 'The signature could not be read. Please sign again.');
  }
  return `data:image/png;base64,${data.toString('base64')}`;
}

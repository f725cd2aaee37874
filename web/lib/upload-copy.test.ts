// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegExifBlock } from '../../core/rules/exif-time';
import { captureTimeOf, exifOrientation, UPLOAD_COPY, uploadCopySize, uprightSize } from './upload-copy';

/** A JPEG as a phone writes it: pixels stored sideways with an Orientation tag, and when it was taken. */
const phoneJpeg = (orientation: number, exif: Record<string, string> = {}) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: 'red' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Test' }, IFD2: exif })
    .withMetadata({ orientation })
    .toBuffer();

describe('the copy a phone sends (docs/product.md#photos)', () => {
  it('scales the long edge of a 12 MP photo to 2560 px, keeping the shape', () => {
    expect(uploadCopySize(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(uploadCopySize(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(uploadCopySize(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(UPLOAD_COPY).toEqual({ maxEdge: 2560, quality: 0.85 });
  });
  it('never enlarges a small photo, and never gives a side of 0', () => {
    expect(uploadCopySize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(uploadCopySize(2560, 2560)).toEqual({ width: 2560, height: 2560 });
    expect(uploadCopySize(30000, 10)).toEqual({ width: 2560, height: 1 });
  });
  it('reads the Orientation tag and swaps the sides of a quarter turn', async () => {
    const sideways = jpegExifBlock(new Uint8Array(await phoneJpeg(6)));
    expect(exifOrientation(sideways)).toBe(6);
    expect(exifOrientation(jpegExifBlock(new Uint8Array(await phoneJpeg(1))))).toBe(1);
    expect(exifOrientation(null)).toBeNull();
    expect(uprightSize(4000, 3000, 6)).toEqual({ width: 3000, height: 4000 });
    expect(uprightSize(4000, 3000, 3)).toEqual({ width: 4000, height: 3000 });
    expect(uprightSize(4000, 3000, null)).toEqual({ width: 4000, height: 3000 });
    // A portrait photo stored sideways is sent portrait: 3000 x 4000 upright, 1920 x 2560 sent.
    const upright = uprightSize(4000, 3000, exifOrientation(sideways));
    expect(uploadCopySize(upright.width, upright.height)).toEqual({ width: 1920, height: 2560 });
  });
  it('keeps the capture time: read from the original bytes, which the copy no longer carries', async () => {
    const original = await phoneJpeg(6, { DateTimeOriginal: '2026:03:05 14:22:10' });
    expect(captureTimeOf(new Uint8Array(original), 'Australia/Melbourne')?.toISOString()).toBe('2026-03-05T03:22:10.000Z');
    const copy = await sharp(original).rotate().resize(20).jpeg({ quality: 85 }).toBuffer();
    expect(captureTimeOf(new Uint8Array(copy), 'Australia/Melbourne')).toBeNull();
    expect(captureTimeOf(new Uint8Array(await phoneJpeg(1)), 'Australia/Melbourne')).toBeNull();
  });
});

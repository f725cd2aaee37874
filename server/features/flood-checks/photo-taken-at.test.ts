import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifTakenAt, jpegExifBlock } from '../../../core/rules/exif-time';

/** A small JPEG carrying the given Exif IFD tags. */
const jpeg = (exif: Record<string, string>) =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Test' }, IFD2: exif })
    .toBuffer();

describe('capture time from EXIF (issue 19 item 6)', () => {
  it('reads DateTimeOriginal from sharp metadata and from the file bytes, on the company calendar', async () => {
    const file = await jpeg({ DateTimeOriginal: '2026:03:05 14:22:10' });
    // 5 March is daylight time in Melbourne (UTC+11).
    expect(exifTakenAt((await sharp(file).metadata()).exif, 'Australia/Melbourne')?.toISOString()).toBe('2026-03-05T03:22:10.000Z');
    expect(exifTakenAt(jpegExifBlock(new Uint8Array(file)), 'Australia/Melbourne')?.toISOString()).toBe('2026-03-05T03:22:10.000Z');
  });
  it('uses the camera offset when it wrote one', async () => {
    const file = await jpeg({ DateTimeOriginal: '2026:07:05 14:22:10', OffsetTimeOriginal: '+08:00' });
    expect(exifTakenAt((await sharp(file).metadata()).exif, 'Australia/Melbourne')?.toISOString()).toBe('2026-07-05T06:22:10.000Z');
  });
  it('gives null without EXIF or for nonsense', async () => {
    const plain = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    expect(exifTakenAt((await sharp(plain).metadata()).exif, 'Australia/Melbourne')).toBeNull();
    expect(jpegExifBlock(new Uint8Array(plain))).toBeNull();
    expect(exifTakenAt(new Uint8Array(40).fill(7), 'Australia/Melbourne')).toBeNull();
  });
});

import { exifTakenAt, jpegExifBlock } from '../../core/rules/exif-time';

/**
 * The copy of a photo the phone sends (docs/product.md#photos): the long edge at
 * most 2560 px, JPEG at quality 0.85, upright. The server still makes its own 1600 px copy;
 * this one only spares a weak uplink the camera's full-size original.
 */
export const UPLOAD_COPY = { maxEdge: 2560, quality: 0.85 } as const;

/** The size of the copy: the long edge scaled down to `maxEdge`, never up, each side at least 1 px. */
export function uploadCopySize(width: number, height: number, maxEdge: number = UPLOAD_COPY.maxEdge): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The upright size of a picture stored as `width` x `height` with EXIF Orientation `orientation`:
 * 5-8 are quarter turns, so the sides swap. createImageBitmap with imageOrientation
 * 'from-image' already hands over upright pixels; this is what a decoder ignoring the tag gets wrong.
 */
export function uprightSize(width: number, height: number, orientation: number | null): { width: number; height: number } {
  return orientation !== null && orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
}

/** EXIF Orientation (0x0112 in IFD0) of an EXIF block, 1-8; null when absent or unreadable. */
export function exifOrientation(exif: Uint8Array | null): number | null {
  if (!exif || exif.length < 14) return null;
  try {
    const base = exif[0] === 0x45 && exif[1] === 0x78 ? 6 : 0; // "Exif\0\0"
    const view = new DataView(exif.buffer, exif.byteOffset, exif.byteLength);
    const little = view.getUint16(base) === 0x4949;
    const ifd0 = base + view.getUint32(base + 4, little);
    const entries = view.getUint16(ifd0, little);
    for (let i = 0; i < entries; i++) {
      const at = ifd0 + 2 + i * 12;
      if (view.getUint16(at, little) !== 0x0112) continue;
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
    return null;
  } catch {
    return null;
  }
}

/** When a photo was taken, from its own bytes (read before resizing: the copy carries no EXIF); null when it does not say. */
export function captureTimeOf(head: Uint8Array, timeZone: string): Date | null {
  return exifTakenAt(jpegExifBlock(head), timeZone);
}

/**
 * When a photo was taken, from its EXIF DateTimeOriginal (tag 0x9003 in the Exif IFD), with
 * its OffsetTimeOriginal (0x9011) when the camera wrote one, else read on the company's
 * calendar. Pure: the server reads sharp's EXIF block, the browser the photo's own bytes.
 */
import { dateTimeFormat } from './zoned-format';

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;

/** The TIFF block inside an EXIF block ("Exif\0\0" then TIFF), or the block itself. */
function tiffStart(bytes: Uint8Array): number {
  return bytes[0] === 0x45 && bytes[1] === 0x78 && bytes[2] === 0x69 && bytes[3] === 0x66 ? 6 : 0;
}

/** Reads ASCII tags of one IFD; the value of a tag longer than 4 bytes is at an offset. */
function readIfd(view: DataView, base: number, ifd: number, little: boolean, wanted: readonly number[]): Map<number, string | number> {
  const out = new Map<number, string | number>();
  const entries = view.getUint16(base + ifd, little);
  for (let i = 0; i < entries; i++) {
    const at = base + ifd + 2 + i * 12;
    const tag = view.getUint16(at, little);
    if (!wanted.includes(tag)) continue;
    const type = view.getUint16(at + 2, little);
    const n = view.getUint32(at + 4, little);
    if (type === 4) out.set(tag, view.getUint32(at + 8, little));
    else if (type === 2) {
      const start = n > 4 ? base + view.getUint32(at + 8, little) : at + 8;
      let text = '';
      for (let k = 0; k < n - 1; k++) text += String.fromCharCode(view.getUint8(start + k));
      out.set(tag, text);
    }
  }
  return out;
}

/** The offset (minutes east of UTC) of a time zone at an instant. */
function zoneOffsetMinutes(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat('en-AU', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  );
  return (Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(at / 1000) * 1000) / 60_000;
}

/** "2026:03:05 14:22:10" (+ "+11:00") -> the instant; null when it is not a real time. */
export function exifTimeToDate(text: string, offset: string | undefined, timeZone: string): Date | null {
  const m = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < 1990 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const o = offset && /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (o) return new Date(wall - (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3])) * 60_000);
  const guess = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(guess, timeZone) * 60_000);
}

/** DateTimeOriginal of an EXIF block (with or without its "Exif\0\0" header); null when absent or unreadable. */
export function exifTakenAt(exif: Uint8Array | null | undefined, timeZone: string): Date | null {
  if (!exif || exif.length < 14) return null;
  try {
    const base = tiffStart(exif);
    const view = new DataView(exif.buffer, exif.byteOffset, exif.byteLength);
    const little = view.getUint16(base) === 0x4949;
    const ifd0 = view.getUint32(base + 4, little);
    const pointer = readIfd(view, base, ifd0, little, [EXIF_IFD_POINTER]).get(EXIF_IFD_POINTER);
    if (typeof pointer !== 'number') return null;
    const tags = readIfd(view, base, pointer, little, [DATE_TIME_ORIGINAL, OFFSET_TIME_ORIGINAL]);
    const original = tags.get(DATE_TIME_ORIGINAL);
    const offset = tags.get(OFFSET_TIME_ORIGINAL);
    return typeof original === 'string' ? exifTimeToDate(original, typeof offset === 'string' ? offset : undefined, timeZone) : null;
  } catch {
    return null; // a truncated or malformed block: no capture time, never a failed upload
  }
}

/** The EXIF block (APP1) of a JPEG file's first bytes, or null (PNG, WebP, no EXIF). */
export function jpegExifBlock(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker === 0xe1) return bytes.subarray(at + 4, Math.min(bytes.length, at + 2 + length));
    if (marker === 0xda) return null; // image data: no EXIF before it
    at += 2 + length;
  }
  return null;
}

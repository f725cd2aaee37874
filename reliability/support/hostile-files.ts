import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Files an attacker uploads as "photos" (ASVS V5.2), each named and typed as an image. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares width x height (a pixel bomb). */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const firstRows = deflateSync(Buffer.alloc(4 * (width * 3 + 1)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', firstRows.subarray(0, 256)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo with real detail, so that cutting it leaves a visibly truncated entropy stream. */
export async function detailedJpeg(width = 400, height = 300): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const HTML = Buffer.from('<html><body><script>fetch("/api/auth/user").then(r=>r.text()).then(alert)</script></body></html>');
const ZIP_HEADER = Buffer.from('504b0304140000000800', 'hex');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);

/** Each refused at upload: [what it is, bytes]. */
export async function refusedUploads(): Promise<Array<[string, Buffer]>> {
  const jpeg = await detailedJpeg();
  return [
    ['HTML named .jpg', HTML],
    ['SVG with script named .jpg', SVG],
    ['JPEG magic bytes + HTML (polyglot)', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML])],
    ['PNG signature + zip (polyglot)', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ZIP_HEADER, HTML])],
    ['zip named .jpg', Buffer.concat([ZIP_HEADER, HTML])],
    ['JPEG cut in half', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ['JPEG header only', jpeg.subarray(0, 600)],
    ['PNG declaring 30000 x 30000 pixels', pngDeclaring(30_000, 30_000)],
    ['PNG declaring 1 x 2^31-1 pixels', pngDeclaring(1, 2 ** 31 - 1)],
    ['empty file', Buffer.alloc(0)],
  ];
}

/** A whole JPEG with HTML and a zip appended after its end marker: valid, so it is stored. */
export async function jpegWithPayload(): Promise<Buffer> {
  return Buffer.concat([await detailedJpeg(64, 48), ZIP_HEADER, HTML]);
}

import sharp from 'sharp';

export type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for inject(). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`));
      chunks.push(p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A JPEG photo; `orientation` 6 means "rotate 90° to view", as phones write it. */
export async function jpegPhoto(width: number, height: number, opts: { orientation?: number; gps?: boolean } = {}): Promise<Buffer> {
  let img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg({ quality: 90 });
  if (opts.orientation) img = img.withMetadata({ orientation: opts.orientation });
  if (opts.gps) img = img.withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '37/1 49/1 0/1' } });
  return img.toBuffer();
}

export function photoParts(
  data: Buffer,
  fields: Record<string, string> = { section: 'bathroom1' },
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): Part[] {
  return [...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'photo', filename, contentType, data }];
}

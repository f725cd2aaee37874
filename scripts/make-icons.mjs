// Makes the installed app's PNG icons (web app manifest, vite.config.ts) from web/public/logo.svg
// with sharp. Run once after the logo changes: `node scripts/make-icons.mjs`; the PNGs are committed.
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';

// The logo's colour, also the manifest's theme_color (vite.config.ts).
const BRAND = '#1d4ed8';
const logo = await readFile('web/public/logo.svg');
const render = (size) =>
  sharp(logo, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png();

await render(192).toFile('web/public/icon-192.png');
await render(512).toFile('web/public/icon-512.png');
// iOS rounds the corners itself and shows transparency as black: the logo on a full square of the brand colour.
await sharp({ create: { width: 180, height: 180, channels: 4, background: BRAND } })
  .composite([{ input: await render(180).toBuffer() }])
  .png()
  .toFile('web/public/apple-touch-icon.png');
// Maskable: the platform crops to its own shape, keeping only the centre 80% safe zone, so the
// logo sits at 70% on a full-bleed square of the brand colour.
const inner = Math.round(512 * 0.7);
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: await render(inner).toBuffer(), gravity: 'centre' }])
  .png()
  .toFile('web/public/icon-maskable-512.png');
console.log('icons written to web/public');

import type { ManifestOptions } from 'vite-plugin-pwa';

/** The brand colour of web/public/logo.svg, the toolbar colour (index.html theme-color) and the icons' background. */
export const BRAND_COLOUR = '#1d4ed8';

/**
 * The web app manifest (manifest.webmanifest): what "Add to Home Screen" installs
 * (docs/product.md#offline). The icons are made from logo.svg by scripts/make-icons.mjs.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Home Plumbing Staff Portal',
  short_name: 'Plumbing Staff',
  description: 'Staff app for a home plumbing company: skills, career path, training, guidelines and flood prevention checks.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: BRAND_COLOUR,
  background_color: '#ffffff',
  lang: 'en-AU',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
  ],
};

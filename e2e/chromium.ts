/**
 * The system Chromium (Debian package `chromium`; browser downloads do not work here) and the
 * flags every automated run gives it: no sandbox (containers), no GPU, and nothing that
 * reaches the network on its own. Used by the Playwright journeys and the Lighthouse bench.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

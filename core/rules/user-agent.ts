import type { DeviceKind } from '../contracts/admin';

/**
 * The kind of device a user agent describes (docs/product.md#devices: Mobile, Tablet or Desktop).
 * iPadOS reports a desktop Safari agent; such a device is counted as Desktop, which is
 * what the agent claims.
 */
export function deviceKind(userAgent: string | null | undefined): DeviceKind {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(ua)) return 'Tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry/i.test(ua)) return 'Mobile';
  return 'Desktop';
}

function browserName(ua: string): string | null {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser/.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS/.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS|Chromium/.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return null;
}

function systemName(ua: string): string | null {
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'Mac';
  if (/CrOS/.test(ua)) return 'Chromebook';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

/** A name people recognise, e.g. 'Chrome on Android' or 'Safari on iPhone'. */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = browserName(ua);
  const system = systemName(ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? `Unknown ${deviceKind(ua).toLowerCase()} device`;
}

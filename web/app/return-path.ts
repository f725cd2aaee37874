import { matchPath } from 'react-router';

/** True when the path is one of the signed-in screens (patterns such as '/client-report/:id'). */
export function isAppPath(pathname: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** The sign-in page that returns to this app path afterwards. */
export function signInReturningTo(pathname: string, search = ''): string {
  return `/sign-in?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * The page to open after signing in, from the sign-in page's `next`: only a path of this app
 * (same origin, one of its screens), never another site ('//evil.example', 'https://...',
 * '/\evil.example'); null otherwise, and the dashboard opens.
 */
export function returnPath(search: string, patterns: readonly string[]): string | null {
  const next = new URLSearchParams(search).get('next');
  const hasControl = [...(next ?? '')].some((c) => c.charCodeAt(0) < 0x20);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControl) return null;
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !isAppPath(url.pathname, patterns)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

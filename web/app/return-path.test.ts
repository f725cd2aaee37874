import { describe, expect, it } from 'vitest';
import { isAppPath, returnPath, signInReturningTo } from './return-path';

const PATTERNS = ['/', '/training', '/client-report/:id', '/security-monitor'];
const next = (value: string) => `?next=${encodeURIComponent(value)}`;

describe('returning to a bookmarked page after signing in', () => {
  it('knows the app screens, and nothing else', () => {
    expect(isAppPath('/training', PATTERNS)).toBe(true);
    expect(isAppPath('/client-report/42', PATTERNS)).toBe(true);
    expect(isAppPath('/no-such-page', PATTERNS)).toBe(false);
    expect(isAppPath('/client-report/42/extra', PATTERNS)).toBe(false);
  });

  it('sends a visitor to sign in with the page to come back to', () => {
    expect(signInReturningTo('/client-report/42', '?print=1')).toBe('/sign-in?next=%2Fclient-report%2F42%3Fprint%3D1');
    expect(returnPath(signInReturningTo('/client-report/42', '?print=1').slice('/sign-in'.length), PATTERNS)).toBe('/client-report/42?print=1');
  });

  it('returns only to a screen of this app, never to another site', () => {
    expect(returnPath(next('/training'), PATTERNS)).toBe('/training');
    expect(returnPath('', PATTERNS)).toBeNull();
    for (const hostile of [
      'https://evil.example/training',
      '//evil.example/training',
      '/\\evil.example/training',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/training\n//evil',
      '/no-such-page',
      'training',
    ]) {
      expect(returnPath(next(hostile), PATTERNS), hostile).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { endpoint, urlOf } from './endpoint';

const photo = endpoint({ method: 'PATCH', path: '/api/photos/:id', access: 'registered' });

describe('urlOf', () => {
  it('fills each parameter, encoded', () => {
    expect(urlOf(photo, { id: 42 })).toBe('/api/photos/42');
    expect(urlOf({ path: '/api/x/:name/y/:id' }, { name: 'a b/c', id: '7' })).toBe('/api/x/a%20b%2Fc/y/7');
  });
  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => urlOf(photo)).toThrow(/missing parameter id/);
  });
  it('adds a query string of the values given, skipping empty ones', () => {
    expect(urlOf({ path: '/api/follow-ups' }, {}, { status: 'open', page: 2, suburb: '', plumber: undefined })).toBe('/api/follow-ups?status=open&page=2');
    expect(urlOf({ path: '/api/follow-ups' }, {}, {})).toBe('/api/follow-ups');
  });
});

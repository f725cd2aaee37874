import { describe, expect, it } from 'vitest';
import { safeDatabaseUrl, startBanner, type StartInfo } from './start-banner';

const base: StartInfo = {
  url: 'http://localhost:5000',
  databaseKind: 'pglite',
  databaseUrl: undefined,
  dataDir: '/srv/plumbing/data',
  uploadDir: '/srv/plumbing/data/uploads',
  owner: { kind: 'owner-registered' },
};

describe('the start-up banner', () => {
  it('boxes the address, database and data folders, every line the same width', () => {
    const lines = startBanner(base).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^╔═+╗$/);
    expect(lines.at(-1)).toMatch(/^╚═+╝$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    const text = lines.join('\n');
    expect(text).toContain('Open:      http://localhost:5000');
    expect(text).toContain('Database:  embedded PostgreSQL (PGlite), stored in /srv/plumbing/data/pglite');
    expect(text).toContain('Data:      /srv/plumbing/data');
    expect(text).toContain('Photos:    /srv/plumbing/data/uploads');
    expect(text).not.toContain('OWNER');
  });

  it('shows the owner code generated at first start inside the box', () => {
    const text = startBanner({ ...base, owner: { kind: 'generated', code: 'K7PM-2QXR-9WDA' } });
    expect(text).toMatch(/║ OWNER ACCESS CODE \(shown once\): +K7PM-2QXR-9WDA +║/);
    expect(text).toContain('stops working once the owner has registered');
  });

  it('reminds that no owner has registered, without any code', () => {
    expect(startBanner({ ...base, owner: { kind: 'printed-before' } })).toMatch(
      /use the owner access code printed at first start,.*\n.*or set OWNER_ACCESS_CODE/,
    );
    expect(startBanner({ ...base, owner: { kind: 'from-environment' } })).toContain('registers with the code in OWNER_ACCESS_CODE');
  });

  it('names a PostgreSQL without its password', () => {
    const text = startBanner({ ...base, databaseKind: 'postgres', databaseUrl: 'postgres://app:s3cret@db.internal:5432/plumbing' });
    expect(text).toContain('PostgreSQL at postgres://app@db.internal:5432/plumbing');
    expect(text).not.toContain('s3cret');
    expect(safeDatabaseUrl('not a url')).toBe('PostgreSQL (DATABASE_URL)');
  });
});

import path from 'node:path';
import type { OwnerCodeState } from '../db/seed';

export interface StartInfo {
  url: string;
  databaseKind: 'pglite' | 'postgres';
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  owner: OwnerCodeState;
}

/** A PostgreSQL URL without its password, which must never reach a log. */
export function safeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    return url.toString();
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

function ownerLines(owner: OwnerCodeState): string[] {
  switch (owner.kind) {
    case 'generated':
      return [
        `OWNER ACCESS CODE (shown once):  ${owner.code}`,
        'The business owner creates an account, then registers with this code.',
        'It stops working once the owner has registered. Keep it safe until then.',
      ];
    case 'printed-before':
      return ['No owner has registered yet: use the owner access code printed at first start,', 'or set OWNER_ACCESS_CODE.'];
    case 'from-environment':
      return ['No owner has registered yet: the owner registers with the code in OWNER_ACCESS_CODE.'];
    case 'owner-registered':
      return [];
  }
}

/**
 * The lines a person starting the server looks for (where to open it, which database, where
 * the data lives, and on a first start the owner's code), boxed so that they stand out from
 * the JSON log lines around them.
 */
export function startBanner(info: StartInfo): string {
  const database =
    info.databaseKind === 'pglite'
      ? `embedded PostgreSQL (PGlite), stored in ${path.join(info.dataDir, 'pglite')}`
      : `PostgreSQL at ${info.databaseUrl ? safeDatabaseUrl(info.databaseUrl) : 'DATABASE_URL'}`;
  const owner = ownerLines(info.owner);
  const lines = [
    'Home Plumbing Staff Portal is running',
    '',
    `Open:      ${info.url}`,
    `Database:  ${database}`,
    `Data:      ${info.dataDir}`,
    `Photos:    ${info.uploadDir}`,
    ...(owner.length ? ['', ...owner] : []),
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '═'.repeat(width + 2);
  return [`╔${rule}╗`, ...lines.map((l) => `║ ${l.padEnd(width)} ║`), `╚${rule}╝`].join('\n') + '\n';
}

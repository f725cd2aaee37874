import path from 'node:path';
import { LIMITS } from '../core/limits';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { makeOwnerResetLink } from './features/auth/password-reset.service';

/**
 * `npm run reset-owner-password`: prints a one-time link that sets the owner's password, for
 * a server without mail. Whoever can run commands on the server already holds the database,
 * so this gives nothing new away. With PGlite (no DATABASE_URL) the server must be stopped
 * first: PGlite's files belong to one process at a time.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    const origin = config.appOrigin ?? `http://localhost:${config.port}`;
    const link = await makeOwnerResetLink(database.db, origin);
    if (!link) {
      console.error('No owner is registered yet: register with the owner access code first.');
      process.exitCode = 1;
      return;
    }
    console.log(
      [
        `A one-time link to set a new password for the owner account (${link.email}):`,
        '',
        `  ${link.resetUrl}`,
        '',
        `It works once, until ${link.expiresAt.toISOString()} (${LIMITS.passwordResetMinutes} minutes), and signs the owner out everywhere.`,
        config.appOrigin ? '' : 'APP_ORIGIN is not set: if the app is not at this address, keep the path and token and use your own.',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

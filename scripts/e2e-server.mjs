// The server the Playwright journeys run against: the built app on a fresh data folder.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve('.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '5174',
  DATA_DIR: dataDir,
  OWNER_ACCESS_CODE: 'E2E-OWNER-CODE-2026',
  EMPLOYEE_ACCESS_CODE: 'E2ECREW26',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // Every journey's staff sign up and in from this one address.
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
  // The reports journey listens for mail here (e2e/reports.spec.ts).
  SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_PORT ?? 5174) + 1000}`,
  MAIL_FROM: 'Reports <reports@e2e.example>',
  // Emailed password reset links are built only from APP_ORIGIN (never the Host header).
  APP_ORIGIN: `http://localhost:${process.env.E2E_PORT ?? '5174'}`,
});
await import(path.resolve('dist/server/main.js'));

// The server one Playwright worker runs its journeys against (e2e/e2e-server.ts starts it): the
// built app on the port, data folder and mail port the worker chose.
import { rmSync } from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '5174';
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: port,
  DATA_DIR: dataDir,
  OWNER_ACCESS_CODE: 'E2E-OWNER-CODE-2026',
  EMPLOYEE_ACCESS_CODE: 'E2ECREW26',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // Every journey's staff sign up and in from this one address.
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
  // The reports and account journeys listen for mail here (e2e/reports.spec.ts).
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? Number(port) + 1000}`,
  MAIL_FROM: 'Reports <reports@e2e.example>',
  // Emailed password reset links are built only from APP_ORIGIN (never the Host header).
  APP_ORIGIN: `http://localhost:${port}`,
});
await import(path.resolve('dist/server/main.js'));

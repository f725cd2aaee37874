import { test as base } from '@playwright/test';
import { startE2eServer } from './e2e-server';
import type { E2eServer } from './current-server';

export { expect } from '@playwright/test';

/**
 * The journeys' `test`: every worker starts a server of its own (e2e/e2e-server.ts), and each
 * page's `baseURL` is that server. `ownerRegistered` (a project option) says whether the owner
 * is registered through the API first: the foundation project registers one through the wizard.
 */
export const test = base.extend<object, { ownerRegistered: boolean; e2eServer: E2eServer }>({
  ownerRegistered: [true, { scope: 'worker', option: true }],
  e2eServer: [
    async ({ ownerRegistered }, use) => {
      const server = await startE2eServer({ ownerRegistered });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer.url),
});

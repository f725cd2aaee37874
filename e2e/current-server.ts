/** This worker's server, as e2e/e2e-server.ts started it (docs/architecture.md#tests). */
export interface E2eServer {
  url: string;
  /** Where the server sends mail (SMTP_URL): a journey that reads mail listens here. */
  smtpPort: number;
}

let current: E2eServer | undefined;

export function setE2eServer(server: E2eServer | undefined): void {
  current = server;
}

/** This worker's server: for helpers that are not given the `baseURL` fixture. */
export function e2eServer(): E2eServer {
  if (!current) throw new Error('No e2e server in this worker yet (e2e/fixtures.ts starts it)');
  return current;
}

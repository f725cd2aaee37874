import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { setE2eServer, type E2eServer } from './current-server';
import { E2E_OWNER_CODE, E2E_OWNER_EMAIL, OWNER_PIN, PASSWORD, registrationDocuments } from './support';

/*
 * Each Playwright worker's own server (docs/architecture.md#tests): the built app on a port and
 * data folder of its own, so journeys in parallel workers share nothing. `scripts/e2e-server.mjs`
 * holds its environment (codes, mail, origin).
 */

/** A port nobody listens on now, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function untilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The e2e server exited (${child.exitCode}):\n${output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The e2e server did not answer at ${url} within 60 s:\n${output()}`);
}

/**
 * The owner every journey but the foundation's finds registered (the foundation journey
 * registers one through the wizard, on a server of its own): signed up, registered with the
 * owner code and PIN, company details saved, signed out. All through the API.
 */
async function registerOwner(url: string): Promise<void> {
  const api = await request.newContext({ baseURL: url, extraHTTPHeaders: { origin: url } });
  try {
    const ok = async (what: string, res: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) => {
      const answer = await res;
      if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
    };
    await ok('owner sign-up', api.post('/api/auth/sign-up', { data: { email: E2E_OWNER_EMAIL, password: PASSWORD } }));
    await ok(
      'owner registration',
      api.post('/api/employee-profile', {
        data: {
          firstName: 'Olivia',
          lastName: 'Owner',
          mobileNumber: '0412 345 678',
          personalEmail: 'olivia@example.com',
          employeeRole: 'Owner',
          startDate: '2025-02-03',
          employeeAccessCode: E2E_OWNER_CODE,
          ownerPin: OWNER_PIN,
          ...(await registrationDocuments()),
        },
      }),
    );
    await ok(
      'company details',
      api.put('/api/settings/company', { data: { businessName: 'Bayside Home Plumbing', abn: '51 824 753 556', officeEmail: 'office@bayside.example' } }),
    );
    await ok('owner sign-out', api.post('/api/auth/sign-out'));
  } finally {
    await api.dispose();
  }
}

/** Starts this worker's server; `stop()` ends it and removes its data. */
export async function startE2eServer({ ownerRegistered }: { ownerRegistered: boolean }): Promise<E2eServer & { stop(): Promise<void> }> {
  const [port, smtpPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plumbing-e2e-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, E2E_PORT: String(port), E2E_SMTP_PORT: String(smtpPort), E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    // A server warning or error belongs in the run's output, as when Playwright started it.
    if (/"level":(4|5|6)0/.test(chunk.toString())) process.stderr.write(chunk);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
    setE2eServer(undefined);
  };
  try {
    await untilHealthy(url, child, () => output);
    if (ownerRegistered) await registerOwner(url);
  } catch (error) {
    await stop();
    throw error;
  }
  setE2eServer({ url, smtpPort });
  return { url, smtpPort, stop };
}

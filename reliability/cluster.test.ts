import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, TEST_OWNER_PIN } from '../server/test/factories';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';
import { signUp } from './support/accounts';
import { freePort } from './support/ports';
import { freshDatabase } from './support/postgres';

/**
 * Cluster mode as production runs it (README: WORKERS, PostgreSQL only): one `npm start`
 * process forking two workers that share the port, on a fresh database and with no
 * OWNER_ACCESS_CODE, so the first start generates the owner's code.
 */
let server: ServerProcess;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let port: number;
const CODE_LINE = /OWNER ACCESS CODE \(shown once\): +(\S+)/g;
const CODE_ONE = /OWNER ACCESS CODE \(shown once\)/;

/**
 * Starts the cluster and waits until both workers have said "listening" and the start-up
 * banner (printed just after, by worker 1 and by the one that generated a code) is complete.
 */
async function cluster(dataDir?: string): Promise<ServerProcess> {
  const started = await startServerProcess({
    port,
    dataDir,
    captureOutput: true,
    env: { DATABASE_URL: db.url, WORKERS: '2', OWNER_ACCESS_CODE: undefined, LOG_LEVEL: 'info' },
  });
  const ready = () => {
    const out = started.output();
    const listening = out.match(/"msg":"listening"/g)?.length ?? 0;
    const boxes = out.match(/╚═+╝/g)?.length ?? 0;
    const codeBoxOpen = CODE_ONE.test(out) && !/OWNER ACCESS CODE[^╚]*╚/.test(out);
    return listening === 2 && boxes >= 1 && !codeBoxOpen;
  };
  for (const deadline = Date.now() + 15_000; !ready(); await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() > deadline) {
      await started.stop();
      throw new Error(`the cluster did not finish starting:\n${started.output()}`);
    }
  return started;
}

beforeAll(async () => {
  db = await freshDatabase();
  port = await freePort();
  server = await cluster();
});
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

/**
 * A GET on a connection of its own: the cluster's primary hands each new connection to the
 * next worker in turn. Answers the status and the request limit left, which each process
 * counts for itself (RATE_LIMIT_PER_MINUTE), so equal counts come from different processes.
 */
function freshGet(path: string, cookie = ''): Promise<{ status: number; remaining: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, remaining: Number(res.headers['x-ratelimit-remaining']) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('WORKERS=2 on PostgreSQL', () => {
  it('answers from both workers, and a session made through one works through the other', async () => {
    const { client } = await signUp(server.url, 'cluster');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await freshGet('/api/auth/user', cookie));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // One process counts down with every request; two each count their own, so the count
    // left goes up again when the next connection lands on the other worker.
    const counts = answers.map((a) => a.remaining);
    expect(
      counts.some((c, i) => i > 0 && c >= counts[i - 1]!),
      `x-ratelimit-remaining: ${counts.join(', ')}`,
    ).toBe(true);
  });

  it('prints the generated owner code once, keeps only its hash, and lets it register the owner once', async () => {
    const printed = [...server.output().matchAll(CODE_LINE)].map((m) => m[1]!);
    expect(printed).toHaveLength(1);
    const code = printed[0]!;
    expect(code.replace(/-/g, '')).toHaveLength(12);

    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ row: string; hash: string }>(
        'SELECT row_to_json(s)::text AS row, owner_access_code_hash AS hash FROM company_settings s',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.row).not.toContain(code);
      expect(rows[0]!.row).not.toContain(code.replace(/-/g, ''));
    } finally {
      await sql.end();
    }

    const owner = await signUp(server.url, 'owner');
    const registration = await owner.client.post(
      '/api/employee-profile',
      buildRegistration({ employeeRole: 'Owner', employeeAccessCode: code, ownerPin: TEST_OWNER_PIN }),
    );
    expect(registration.status, registration.text).toBe(200);
    expect(registration.json()).toMatchObject({ isOwner: true });
    const second = await signUp(server.url, 'second-owner');
    const again = await second.client.post(
      '/api/employee-profile',
      buildRegistration({ employeeRole: 'Owner', employeeAccessCode: code, ownerPin: TEST_OWNER_PIN }),
    );
    expect(again.status).toBe(400);
    expect((await second.client.get('/api/auth/user')).json()).toMatchObject({ profileCompleted: false });
  });

  it('prints no code at the next start', async () => {
    await server.stop({ removeData: false });
    server = await cluster(server.dataDir);
    expect(server.output()).not.toMatch(CODE_LINE);
    expect(server.output()).toMatch(/Open: +http/);
  });
});

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { SKILLS } from '../core/content/skills-catalogue';
import { checkBody } from './api';
import { registrationBody } from './users';
import type { Body, Outcome, VuClient } from './vu-client';

const PASSWORD = 'bench password 123';
const LEVELS = ['A', 'B', 'C', 'D'] as const;

/** What one plumber works on during the run. */
export interface Plumber {
  n: number;
  client: VuClient;
  email: string;
  assessmentId: number;
  checkId: number;
  turn: number;
}

/**
 * Signs a plumber up and registers them, completes two self-assessments (the dashboard
 * then has a history to read), starts a third (answered during the run) and records one
 * check, all through the API from the plumber's own address.
 */
export async function seedPlumber(n: number, client: VuClient, run: string): Promise<Plumber> {
  const email = `load-${run}-${n}@example.com`;
  await client.json('POST', '/api/auth/sign-up', { email, password: PASSWORD });
  await client.json('POST', '/api/employee-profile', await registrationBody());
  for (let round = 0; round < 2; round++) {
    const { id } = await client.json<{ id: number }>('POST', '/api/assessments', {});
    for (const [i, s] of SKILLS.entries())
      await client.json('POST', '/api/skill-assessments', { assessmentId: id, skillId: s.id, level: LEVELS[(i + round + n) % 4] });
    await client.json('PATCH', `/api/assessments/${id}`, { status: 'completed' });
  }
  const { id: assessmentId } = await client.json<{ id: number }>('POST', '/api/assessments', {});
  const { id: checkId } = await client.json<{ id: number }>('POST', '/api/flood-prevention-checks', checkBody(n));
  return { n, client, email, assessmentId, checkId, turn: 0 };
}

/** A phone photo: `width` x `height` JPEG with noise, so it weighs what a camera's file does. */
export async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 12 };
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 }, noise } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The multipart form the app's camera screen sends: section, description, a fresh upload id, the file. */
export function photoForm(jpeg: Buffer): Body {
  const boundary = `----load${randomUUID()}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = `${field('section', 'kitchen')}${field('description', 'Under the sink')}${field('clientUploadId', randomUUID())}--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

const json = (payload: unknown): Body => ({ type: 'application/json', data: JSON.stringify(payload) });

/** The actions of the mix: route label, weight (share of requests) and the request itself. */
export const ACTIONS: Array<{ route: string; weight: number; send: (p: Plumber, jpeg: Buffer) => Promise<Outcome> }> = [
  { route: 'GET /api/dashboard', weight: 20, send: (p) => p.client.request('GET', '/api/dashboard') },
  { route: 'GET /api/flood-prevention-checks', weight: 20, send: (p) => p.client.request('GET', '/api/flood-prevention-checks?limit=20') },
  {
    route: 'POST /api/skill-assessments',
    weight: 25,
    send: (p) => {
      const i = p.turn++;
      return p.client.request(
        'POST',
        '/api/skill-assessments',
        json({ assessmentId: p.assessmentId, skillId: SKILLS[i % SKILLS.length]!.id, level: LEVELS[i % 4] }),
      );
    },
  },
  {
    route: 'PUT /api/flood-prevention-checks/:id',
    weight: 25,
    send: (p) => p.client.request('PUT', `/api/flood-prevention-checks/${p.checkId}`, json(checkBody(p.turn++))),
  },
  {
    route: 'POST /api/flood-prevention-checks',
    weight: 5,
    send: async (p) => {
      const out = await p.client.request('POST', '/api/flood-prevention-checks', json(checkBody(p.n)));
      if ('status' in out && out.status === 201) p.checkId = (JSON.parse(out.body) as { id: number }).id; // later saves and photos go to the new check
      return out;
    },
  },
  {
    route: 'POST /api/flood-prevention-checks/:id/photos',
    weight: Number(process.env.BENCH_PHOTO_WEIGHT ?? 5), // 0 shows what the photos cost the other routes
    send: (p, jpeg) => p.client.request('POST', `/api/flood-prevention-checks/${p.checkId}/photos`, photoForm(jpeg)),
  },
];

export const SIGN_IN = 'POST /api/auth/sign-in';

/** Signs in again with email and password (the old session cookie is sent and so ended: rotation). */
export const signIn = (p: Plumber) => p.client.request('POST', '/api/auth/sign-in', json({ email: p.email, password: PASSWORD }));

/** An action drawn by weight. */
export function pickAction(random: number): (typeof ACTIONS)[number] {
  const total = ACTIONS.reduce((s, a) => s + a.weight, 0);
  let x = random * total;
  for (const a of ACTIONS) if ((x -= a.weight) < 0) return a;
  return ACTIONS[ACTIONS.length - 1]!;
}

import { insertCheck, insertPhoto } from '../server/features/documents/test-fixtures';
import { createTestApp } from '../server/test/app';
import { registered } from '../server/test/factories';

/**
 * The client report with 12 photos through the API, as a phone asks for it: the route reads
 * the check and its 12 compressed photos (1600 x 1200) from disk and renders. Moved here from
 * documents.test.ts, whose "under 1,500 ms" made a slow machine fail a correct build.
 */
export async function pdfApiBench(requests = 20): Promise<{ requests: number; p50ms: number; p95ms: number }> {
  const t = await createTestApp();
  try {
    const plumber = await registered(t.app, 'Plumber');
    const check = await insertCheck(t.db, plumber.user.id);
    for (let i = 0; i < 12; i++) await insertPhoto(t.db, t.config, check.id, i % 2 ? 'bathroom1' : 'kitchen', { width: 1600, height: 1200 });
    const url = `/api/flood-prevention-checks/${check.id}/client-report.pdf`;
    await plumber.client.get(url); // warm-up
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const res = await plumber.client.get(url);
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`client report answered ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
    return { requests, p50ms: at(0.5), p95ms: at(0.95) };
  } finally {
    await t.close();
  }
}

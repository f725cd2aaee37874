import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';
import type { CheckRow } from '../flood-checks/public';
import { pdfPool, PDF_FAILED_CODE } from './pdf/pdf-pool';
import { insertCheck, insertPhoto } from './test-fixtures';

/** A 60-photo client report is laid out off the event loop (issue 19 §9, ADR 0024). */
let t: TestApp;
let plumber: Awaited<ReturnType<typeof registered>>;
let check: CheckRow;
const url = () => `/api/flood-prevention-checks/${check.id}/client-report.pdf`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' }); // the health check is asked in a loop
  plumber = await registered(t.app, 'Plumber');
  check = await insertCheck(t.db, plumber.user.id);
  const sections = ['static-pressure', 'kitchen', 'bathroom1', 'laundry'] as const;
  for (let i = 0; i < 60; i++) await insertPhoto(t.db, t.config, check.id, sections[i % sections.length]!, { width: 800, height: 600 });
  await plumber.client.get(url()); // the worker's first start (pdfkit loading) is not what is measured
});
afterAll(() => t.close());

const health = async () => {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return performance.now() - started;
};

describe('PDFs in the worker pool', () => {
  it('renders the 60-photo report in a worker while the health check keeps answering', async () => {
    const before = pdfPool().stats().completed;
    let done = false;
    const report = plumber.client.get(url()).finally(() => (done = true));
    const during: number[] = [];
    // A pause between checks, as between real requests (inject alone could starve the worker's reply).
    while (!done) {
      during.push(await health());
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await report;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfPool().stats().completed).toBe(before + 1);
    // On this thread the layout would have held every health check until it finished.
    expect(during.length).toBeGreaterThan(1);
  });

  it('answers a lost worker with the one error shape (503), and the next download works', async () => {
    const report = plumber.client.get(url());
    while (pdfPool().stats().busy === 0) await new Promise((r) => setTimeout(r, 5));
    await pdfPool().close(); // the worker dies mid-layout
    const res = await report;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: PDF_FAILED_CODE, message: 'The PDF could not be made just now. Please try again in a moment.' });
    expect((await plumber.client.get(url())).statusCode).toBe(200);
  });
});

import v8 from 'node:v8';
import vm from 'node:vm';
import sharp from 'sharp';
import { clientReportModel } from '../core/rules/client-report-model';
import { renderClientReport } from '../server/features/documents/pdf/client-report-pdf';
import { toCheckRecord } from '../server/features/flood-checks/check-record';
import { buildCheckRow, SIGNATURE_PNG } from '../server/features/documents/test-fixtures';

/**
 * Client report PDF with 12 photos (docs/performance.md#results: p95 under 300 ms; memory flat over 1,000
 * renders). Renders in-process: the figure is the renderer's, not the network's.
 * The photos are 1600 x 1200 JPEGs with noise, as heavy as the compressed copies get.
 */
const mb = (bytes: number) => Math.round(bytes / 1e6);

/** A garbage collection on demand, without needing node --expose-gc on the command line. */
function collect(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

export interface PdfBenchResult {
  renders: number;
  p50ms: string;
  p95ms: string;
  p99ms: string;
  pdfKB: number;
  memoryBeforeMB: number;
  memoryAfterMB: number;
  /** Growth of heap + external (where Buffers live) over the renders, in percent. */
  growthPercent: number;
  rssMB: string;
}

export async function pdfBench(renders = Number(process.env.BENCH_PDF_RENDERS ?? 1000)): Promise<PdfBenchResult> {
  const row = {
    ...buildCheckRow(1, { plumberSignature: SIGNATURE_PNG }),
    id: 1,
    createdAt: new Date(),
    updatedAt: new Date(),
    certificateIssued: false,
    certificateIssuedAt: null,
    completedAt: null,
  };
  const check = toCheckRecord(row as Parameters<typeof toCheckRecord>[0], 'Bench Mark');
  const sections = ['static-pressure', 'bathroom1', 'bathroom1', 'kitchen', 'laundry', 'washingMachineHoses'];
  const photos = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => ({
      section: sections[i % sections.length]!,
      description: `Photo ${i + 1}`,
      data: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a6fa5', noise: { type: 'gaussian', mean: 120, sigma: 25 } } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    })),
  );
  const company = { businessName: 'Bench Plumbing', licenceNumber: 'PL-1', abn: '51824753556', officeEmail: 'office@example.com', logo: null };
  // The model is built on every render, as the server does.
  const render = () => renderClientReport(clientReportModel(check, photos, company, { generatedAt: new Date(), timeZone: 'Australia/Melbourne' }), company);
  for (let i = 0; i < 20; i++) await render(); // warm-up
  collect();
  const before = process.memoryUsage();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < renders; i++) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
  }
  // Buffers are freed after a collection has run and the event loop has turned.
  collect();
  await new Promise((r) => setTimeout(r, 100));
  collect();
  const after = process.memoryUsage();
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  const held = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
  return {
    renders,
    p50ms: pct(50),
    p95ms: pct(95),
    p99ms: pct(99),
    pdfKB: Math.round(bytes / 1024),
    memoryBeforeMB: mb(held(before)),
    memoryAfterMB: mb(held(after)),
    growthPercent: Number((((held(after) - held(before)) / held(before)) * 100).toFixed(1)),
    rssMB: `${mb(before.rss)} -> ${mb(after.rss)}`,
  };
}

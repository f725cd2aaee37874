/**
 * The one table `npm run bench` prints: every figure with the reference it was measured
 * beside in the same run, the target, and whether it was met. Printed as Markdown so that
 * docs/performance.md can quote it as it is.
 */
export interface Figure {
  /** Target number from docs/performance.md#results (1-7). */
  area: string;
  figure: string;
  value: string;
  /** What the value was measured beside, in the same run ('' when absolute). */
  reference: string;
  ratio: string;
  target: string;
  met: boolean | null;
}

export const figures: Figure[] = [];

export function add(figure: Figure): void {
  figures.push(figure);
  const mark = figure.met === null ? '' : figure.met ? ' ok' : ' MISS';
  console.log(`  ${figure.area} ${figure.figure}: ${figure.value}${figure.ratio ? ` (${figure.ratio})` : ''}${mark}`);
}

/** A figure whose measurement failed: the table still shows it, as missed, with the reason. */
export function failed(area: string, figure: string, target: string, error: unknown): void {
  add({ area, figure, value: `failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 120), reference: '', ratio: '', target, met: false });
}

export function percent(value: number, reference: number): string {
  return reference > 0 ? `${((value / reference) * 100).toFixed(0)}%` : '-';
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function markdownTable(rows: Figure[]): string {
  const head = ['#', 'Figure', 'Measured', 'Reference (same run)', 'Ratio', 'Target', 'Met'];
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const lines = rows.map((r) =>
    [r.area, r.figure, r.value, r.reference, r.ratio, r.target, r.met === null ? '-' : r.met ? 'yes' : '**no**'].map(cell).join(' | '),
  );
  return [head.join(' | '), head.map(() => '---').join(' | '), ...lines].map((l) => `| ${l} |`).join('\n');
}

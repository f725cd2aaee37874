import { percentile } from './table';
import type { Outcome } from './vu-client';

export const TARGET_P99_MS = 200;

interface RouteStats {
  times: number[];
  socket: number;
  timeouts: number;
  /** Answers outside 2xx, by status. */
  statuses: Map<number, number>;
  /** The first few failures, to say why. */
  samples: string[];
}

/** Per-route counts, latencies and errors (socket errors, timeouts and non-2xx kept apart). */
export class LoadStats {
  readonly routes = new Map<string, RouteStats>();

  record(route: string, out: Outcome): void {
    let r = this.routes.get(route);
    if (!r) this.routes.set(route, (r = { times: [], socket: 0, timeouts: 0, statuses: new Map(), samples: [] }));
    r.times.push(out.ms);
    if ('error' in out) {
      if (out.error === 'timeout') r.timeouts++;
      else r.socket++;
      if (r.samples.length < 3) r.samples.push(`${out.error}: ${out.detail}`);
    } else if (out.status < 200 || out.status > 299) {
      r.statuses.set(out.status, (r.statuses.get(out.status) ?? 0) + 1);
      if (r.samples.length < 3) r.samples.push(`${out.status}: ${out.body.slice(0, 160)}`);
    }
  }

  /**
   * The Markdown table: one row per route and a total; whether each met 0 errors and, when
   * `p99Target` is given, p99 under it (a flat-out run is judged on errors alone).
   */
  table(seconds: number, p99Target: number | null = TARGET_P99_MS): { markdown: string; met: boolean; failures: string[] } {
    const head = ['Route', 'Requests', 'req/s', 'p50 ms', 'p99 ms', 'Socket errors', 'Timeouts', 'Non-2xx', 'Met'];
    const lines: string[][] = [];
    const all: RouteStats = { times: [], socket: 0, timeouts: 0, statuses: new Map(), samples: [] };
    const failures: string[] = [];
    const row = (name: string, r: RouteStats) => {
      const sorted = [...r.times].sort((a, b) => a - b);
      const non2xx = [...r.statuses].map(([s, c]) => `${c} (${s})`).join(', ') || '0';
      const p99 = percentile(sorted, 99);
      const ok = r.socket + r.timeouts + r.statuses.size === 0 && (p99Target === null || p99 < p99Target);
      lines.push([
        name,
        String(sorted.length),
        (sorted.length / seconds).toFixed(1),
        percentile(sorted, 50).toFixed(0),
        p99.toFixed(0),
        String(r.socket),
        String(r.timeouts),
        non2xx,
        ok ? 'yes' : '**no**',
      ]);
      return ok;
    };
    let met = true;
    for (const [name, r] of [...this.routes].sort(([a], [b]) => a.localeCompare(b))) {
      met = row(name, r) && met;
      for (const s of r.samples) failures.push(`${name}: ${s}`);
      all.times.push(...r.times);
      all.socket += r.socket;
      all.timeouts += r.timeouts;
      for (const [s, c] of r.statuses) all.statuses.set(s, (all.statuses.get(s) ?? 0) + c);
    }
    met = row('**All**', all) && met;
    const markdown = [head, head.map(() => '---'), ...lines].map((l) => `| ${l.join(' | ')} |`).join('\n');
    return { markdown, met, failures };
  }
}

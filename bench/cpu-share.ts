import { readFileSync, readdirSync } from 'node:fs';

/** CPU seconds (user + system) by who used them; Linux only (`/proc`), empty elsewhere. */
export type CpuSeconds = Record<'server' | 'postgres' | 'load generator' | 'everything', number>;

const TICK = 100; // USER_HZ: /proc counts in hundredths of a second on Linux

function processes(): Array<{ pid: number; ppid: number; comm: string; seconds: number }> {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' '); // from field 3 (state) on
      out.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        comm: stat.slice(stat.indexOf('(') + 1, close),
        seconds: (Number(fields[11]) + Number(fields[12])) / TICK,
      });
    } catch {
      // exited while listing
    }
  }
  return out;
}

/** A reading: the server's process tree (`serverPid` and its workers), PostgreSQL's processes, this process, the whole machine. */
export function cpuSeconds(serverPid: number | undefined): CpuSeconds | null {
  try {
    const all = processes();
    const tree = new Set(serverPid ? [serverPid] : []);
    for (let grew = true; grew;) {
      grew = false;
      for (const p of all) if (tree.has(p.ppid) && !tree.has(p.pid)) grew = tree.add(p.pid).size > 0;
    }
    const sum = (keep: (p: (typeof all)[number]) => boolean) => all.filter(keep).reduce((s, p) => s + p.seconds, 0);
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const busy = cpu.reduce((s, n) => s + n, 0) - (cpu[3] ?? 0) - (cpu[4] ?? 0); // all but idle and iowait
    return {
      server: sum((p) => tree.has(p.pid)),
      postgres: sum((p) => p.comm === 'postgres'),
      'load generator': sum((p) => p.pid === process.pid),
      everything: busy / TICK,
    };
  } catch {
    return null;
  }
}

/** "server 1.1, postgres 0.3, load generator 0.1, other 0.4 cores": average cores used between two readings. */
export function describeCpu(before: CpuSeconds | null, after: CpuSeconds | null, seconds: number): string {
  if (!before || !after) return 'not measured (no /proc)';
  const cores = (k: keyof CpuSeconds) => (after[k] - before[k]) / seconds;
  const other = cores('everything') - cores('server') - cores('postgres') - cores('load generator');
  return `server ${cores('server').toFixed(2)}, PostgreSQL ${cores('postgres').toFixed(2)}, load generator ${cores('load generator').toFixed(2)}, other processes ${Math.max(0, other).toFixed(2)} (machine busy ${cores('everything').toFixed(2)} of its cores)`;
}

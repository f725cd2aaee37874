import { readFileSync, readdirSync } from 'node:fs';

type Who = 'server' | 'postgres' | 'load generator';
/** CPU seconds (user + system) of each process by who it is, and of the whole machine; Linux only (`/proc`). */
export interface CpuSeconds {
  byPid: Map<number, { who: Who; seconds: number }>;
  machine: number;
}

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
      for (const p of all) {
        if (!tree.has(p.ppid) || tree.has(p.pid)) continue;
        tree.add(p.pid);
        grew = true;
      }
    }
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const busy = cpu.reduce((s, n) => s + n, 0) - (cpu[3] ?? 0) - (cpu[4] ?? 0); // all but idle and iowait
    const byPid = new Map<number, { who: Who; seconds: number }>();
    for (const p of all) {
      const who = tree.has(p.pid) ? 'server' : p.comm === 'postgres' ? 'postgres' : p.pid === process.pid ? 'load generator' : null;
      if (who) byPid.set(p.pid, { who, seconds: p.seconds });
    }
    return { byPid, machine: busy / TICK };
  } catch {
    return null;
  }
}

/** Average cores used between two readings by the server, PostgreSQL, this process and everything else. */
export function describeCpu(before: CpuSeconds | null, after: CpuSeconds | null, seconds: number): string {
  if (!before || !after) return 'not measured (no /proc)';
  // Per process, so that processes ending during the run (other sessions' connections) do not count negative.
  const cores: Record<Who, number> = { server: 0, postgres: 0, 'load generator': 0 };
  for (const [pid, p] of after.byPid) cores[p.who] += (p.seconds - (before.byPid.get(pid)?.seconds ?? 0)) / seconds;
  const machine = (after.machine - before.machine) / seconds;
  const other = machine - cores.server - cores.postgres - cores['load generator'];
  const f = (n: number) => Math.max(0, n).toFixed(2);
  return `server ${f(cores.server)}, PostgreSQL (all databases) ${f(cores.postgres)}, load generator ${f(cores['load generator'])}, other processes ${f(other)} (machine busy ${f(machine)} of its cores)`;
}

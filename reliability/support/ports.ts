import { createServer, type Server } from 'node:net';

/**
 * `count` distinct TCP ports, free at this moment, chosen by the system: several engineers
 * and CI jobs run this suite on one machine, so fixed ports would make their runs collide.
 * Every probe stays open until all are chosen, so the ports differ from each other.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const probe = createServer();
      probes.push(probe);
      await new Promise<void>((resolve, reject) => {
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', resolve);
      });
      const address = probe.address();
      if (typeof address !== 'object' || !address) throw new Error('no free port');
      ports.push(address.port);
    }
    return ports;
  } finally {
    await Promise.all(probes.map((p) => new Promise((resolve) => p.close(resolve))));
  }
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;

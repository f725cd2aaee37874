import sharp from 'sharp';
sharp.cache(false);
const conc = Number(process.argv[2]);
sharp.concurrency(conc);
const run = () => sharp('/tmp/ph/in.jpg', { failOn: 'truncated', sequentialRead: true }).rotate().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
for (let i = 0; i < 3; i++) await run();
let cpu = [], wall = [];
for (let i = 0; i < 15; i++) { const c0 = process.cpuUsage(); const t0 = performance.now(); await run(); const c = process.cpuUsage(c0); cpu.push((c.user + c.system) / 1000); wall.push(performance.now() - t0); }
cpu.sort((a,b)=>a-b); wall.sort((a,b)=>a-b);
console.log('concurrency', sharp.concurrency(), 'cpu median', cpu[7].toFixed(1), 'min', cpu[0].toFixed(1), 'wall median', wall[7].toFixed(1), 'min', wall[0].toFixed(1));
// Two at once: throughput
const t0 = performance.now(); const c0 = process.cpuUsage();
const N = 16; let next = 0;
await Promise.all([0,1].map(async () => { while (next < N) { next++; await run(); } }));
const c = process.cpuUsage(c0);
console.log('  2 in flight:', (N / ((performance.now() - t0) / 1000)).toFixed(1), 'photos/s, cpu/photo', ((c.user + c.system) / 1000 / N).toFixed(1));

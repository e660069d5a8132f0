const t0 = performance.now();
const { buildServer } = await import('../src/server.ts');
const t1 = performance.now();
const app = await buildServer();
const t2 = performance.now();
await app.ready();
const t3 = performance.now();
console.log({ import: Math.round(t1 - t0), build: Math.round(t2 - t1), ready: Math.round(t3 - t2) });
await app.close();

import { buildServer } from '../src/server.ts';
const app = await buildServer();
await app.listen({ port: 0 });
const port = (app.server.address() as any).port;
const s = await (await fetch(`http://127.0.0.1:${port}/__mock/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"persona":"default"}' })).json();
const h = { authorization: `Bearer ${s.data.accessToken}` };
for (const url of ['/api/v1/candidates/me', '/api/v1/candidate/interview-rooms?page=0&size=5&sort=createdAt,desc']) {
  const t = performance.now();
  for (let i = 0; i < 2000; i++) await fetch(`http://127.0.0.1:${port}${url}`, { headers: h }).then((r) => r.arrayBuffer());
  console.log(url, ((performance.now() - t) / 2000).toFixed(3), 'ms/req');
}
await app.close();

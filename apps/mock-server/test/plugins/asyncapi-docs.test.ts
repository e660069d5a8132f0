import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer();
});
afterAll(() => app.close());

describe('/docs/socket: the socket protocol as AsyncAPI', () => {
  it("serves a page that renders generated/asyncapi.yaml with AsyncAPI's component, linked from /docs", async () => {
    const page = await app.inject({ method: 'GET', url: '/docs/socket' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/docs/socket/asyncapi.js"></script>');
    expect(page.body).toContain('AsyncApiStandalone.render(');
    expect(page.body).toContain('href="/docs"');

    const swagger = await app.inject({ method: 'GET', url: '/docs/' });
    expect(swagger.body).toContain('socket-link.js');
    const link = await app.inject({ method: 'GET', url: '/docs/static/theme/socket-link.js' });
    expect(link.body).toContain("link.href = '/docs/socket'");
  });

  it('serves the document, the bundle and its styles', async () => {
    const yaml = await app.inject({ method: 'GET', url: '/docs/socket/asyncapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('asyncapi: 3.0.0');
    expect(yaml.body).toContain('address: /ws/v1/interview/rooms');
    const js = await app.inject({ method: 'GET', url: '/docs/socket/asyncapi.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('AsyncApiStandalone');
    const css = await app.inject({ method: 'GET', url: '/docs/socket/asyncapi.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('answers an unknown file with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/socket/secrets.txt' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'No such file: secrets.txt', data: null });
  });
});

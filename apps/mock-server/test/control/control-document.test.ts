import { describe, expect, it } from 'vitest';
import { controlOpenapiPath } from '@mockint/api-contract/node';
import { loadContract } from '../../src/contract/openapi.ts';
import { useServer } from '../helpers.ts';

const { ctx } = useServer();
const controlDocument = loadContract(controlOpenapiPath);

describe('the control API under contract (control-openapi.yaml)', () => {
  it('describes only routes the mock serves', () => {
    const missing = controlDocument.operations.filter(
      (op) => !ctx.app.hasRoute({ method: op.method, url: op.path.replace(/\{([^}]+)\}/g, ':$1') }),
    );
    expect(missing.map((op) => op.key)).toEqual([]);
  });

  it('answers a body that breaks the document with a 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { route: 'GET /candidates/me', status: 'five hundred' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'body/status must be integer', data: null });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/__mock/ws/faults',
      payload: { kind: 'explode' },
    });
    expect(unknown.json().message).toBe(
      'body/kind must be one of error, drop, refuse, delay, silent, invalid, halfopen, late',
    );
  });

  it('serves its reference beside the API one at /docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/docs/control.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().info.title).toBe('Mockint mock control API');
    expect(json.json().paths['/__mock/rules']).toBeDefined();
    const init = await ctx.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('/docs/control.json');
  });
});

import { describe, expect, it } from 'vitest';
import { HttpRules, parseLatency, rateLimitHeaders } from '../../src/rules/http-rules.ts';

describe('parseLatency', () => {
  it.each([
    ['200-800', { min: 200, max: 800 }],
    ['300', { min: 300, max: 300 }],
    [' 800 - 200 ', { min: 200, max: 800 }],
    ['abc', undefined],
    ['', undefined],
  ])('%j', (input, expected) => expect(parseLatency(input)).toEqual(expected));
});

describe('HttpRules', () => {
  const caller = (candidateId?: string, scopeHeader?: string) => ({ candidateId, scopeHeader });

  it('prefers a scoped fault over a global one and consumes `times`', () => {
    const c = new HttpRules();
    c.addFault({
      route: 'GET /x',
      status: 500,
      message: 'global',
      bodyStatus: undefined,
      retryAfter: undefined,
      remaining: 1,
      scope: undefined,
    });
    c.addFault({
      route: 'GET /x',
      status: 400,
      message: 'mine',
      bodyStatus: undefined,
      retryAfter: undefined,
      remaining: 1,
      scope: { candidateId: 'a' },
    });
    expect(c.takeFault('GET /x', caller('a'))?.message).toBe('mine');
    expect(c.takeFault('GET /x', caller('a'))?.message).toBe('global');
    expect(c.takeFault('GET /x', caller('a'))).toBeUndefined();
  });

  it('latency: route+scope beats route beats global beats base', () => {
    const c = new HttpRules({ min: 1, max: 1 });
    expect(c.latencyFor('GET /x', caller())).toBe(1);
    c.setLatency({ route: undefined, min: 5, max: 5, scope: undefined });
    c.setLatency({ route: 'GET /x', min: 10, max: 10, scope: undefined });
    c.setLatency({ route: 'GET /x', min: 20, max: 20, scope: { header: 'w1' } });
    expect(c.latencyFor('GET /y', caller())).toBe(5);
    expect(c.latencyFor('GET /x', caller())).toBe(10);
    expect(c.latencyFor('GET /x', caller(undefined, 'w1'))).toBe(20);
    c.clearLatency({ header: 'w1' });
    expect(c.latencyFor('GET /x', caller(undefined, 'w1'))).toBe(10);
  });
});

describe('rateLimitHeaders', () => {
  it('announces when to try again in Retry-After and RateLimit-Reset, with nothing remaining', () => {
    expect(rateLimitHeaders(12)).toEqual({
      'retry-after': '12',
      'ratelimit-limit': '10',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '12',
    });
    expect(rateLimitHeaders()['retry-after']).toBe('30');
  });
});

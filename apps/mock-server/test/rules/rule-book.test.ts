import { describe, expect, it } from 'vitest';
import { RuleBook } from '../../src/rules/rule-book.ts';
import { scopeMatches, scopeTouches } from '../../src/rules/rule-scope.ts';
import { data, signIn, useServer } from '../helpers.ts';

const fault = (
  scope: { candidateId?: string; header?: string } | undefined,
  route = 'GET /candidates/me',
) => ({
  route,
  status: 500,
  message: 'Internal server error',
  bodyStatus: undefined,
  retryAfter: undefined,
  remaining: 1,
  scope,
});

describe('one scope model', () => {
  it('matches when every named field matches, and everyone when nothing is named', () => {
    expect(scopeMatches(undefined, { candidateId: 'a' })).toBe(true);
    expect(scopeMatches({ candidateId: 'a', roomId: 'r' }, { candidateId: 'a', roomId: 'r' })).toBe(true);
    expect(scopeMatches({ candidateId: 'a', roomId: 'r' }, { candidateId: 'a', roomId: 'q' })).toBe(false);
    expect(scopeMatches({ header: 'w1' }, { header: 'w2' })).toBe(false);
  });

  it('clears what names one of the filter values; no filter clears all', () => {
    expect(scopeTouches({ candidateId: 'a', roomId: 'r' }, { roomId: 'r' })).toBe(true);
    expect(scopeTouches({ candidateId: 'b' }, { candidateId: 'a' })).toBe(false);
    expect(scopeTouches(undefined, { candidateId: 'a' })).toBe(false);
    expect(scopeTouches({ candidateId: 'b' }, undefined)).toBe(true);
  });
});

describe('RuleBook', () => {
  it('lists HTTP and socket rules together with one id sequence, and clears them one way', () => {
    const book = new RuleBook();
    const http = book.http.addFault(fault({ candidateId: 'a' }));
    const socket = book.socket.add({
      kind: 'drop',
      scope: { roomId: 'r', candidateId: 'a' },
      remaining: 1,
      atTurn: 2,
      afterFrames: 3,
    });
    const latency = book.http.setLatency({ route: undefined, min: 5, max: 9, scope: { header: 'w1' } });
    const other = book.socket.add({ kind: 'delay', scope: {}, remaining: Infinity, ms: 10, jitterMs: 0 });
    expect(new Set([http.id, socket.id, latency.id, other.id]).size).toBe(4);
    expect(book.list().map((r) => [r.channel, r.kind, r.scope, r.remaining])).toEqual([
      ['http', 'fault', { candidateId: 'a' }, 1],
      ['socket', 'drop', { roomId: 'r', candidateId: 'a' }, 1],
      ['http', 'latency', { header: 'w1' }, null],
      ['socket', 'delay', null, null],
    ]);
    expect(book.list({ candidateId: 'a' }).map((r) => r.id)).toEqual([http.id, socket.id]);
    expect(book.clear({ candidateId: 'a' })).toBe(2);
    expect(book.remove(latency.id)).toBe(true);
    expect(book.remove(latency.id)).toBe(false);
    expect(book.list().map((r) => r.id)).toEqual([other.id]);
    expect(book.clear()).toBe(1);
    expect(book.list()).toEqual([]);
  });
});

describe('/__mock/rules', () => {
  const { ctx } = useServer();
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });

  it('lists and clears the HTTP and socket rules of one candidate, leaving the others', async () => {
    const a = await signIn(ctx.app);
    const b = await signIn(ctx.app);
    await inject('POST', '/__mock/faults', {
      route: 'GET /candidates/me',
      status: 500,
      scope: { candidateId: a.candidateId },
    });
    await inject('POST', '/__mock/ws/faults', { kind: 'refuse', candidateId: a.candidateId });
    await inject('POST', '/__mock/ws/faults', { kind: 'refuse', candidateId: b.candidateId });
    const mine = data(await inject('GET', `/__mock/rules?candidateId=${a.candidateId}`)) as {
      channel: string;
    }[];
    expect(mine.map((r) => r.channel)).toEqual(['http', 'socket']);
    expect(data(await inject('DELETE', `/__mock/rules?candidateId=${a.candidateId}`))).toEqual({
      cleared: 2,
    });
    const left = data(await inject('GET', '/__mock/rules')) as { id: number; scope: unknown }[];
    expect(left.map((r) => r.scope)).toEqual([{ candidateId: b.candidateId }]);
    expect(data(await inject('DELETE', `/__mock/rules/${left[0]!.id}`))).toEqual({ cleared: 1 });
    const gone = await inject('DELETE', `/__mock/rules/${left[0]!.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`No rule with id ${left[0]!.id}`);
  });

  it('answers a bad filter with a 400 naming the field', async () => {
    const res = await inject('GET', '/__mock/rules?room=r1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('query/room is not a field of this call');
  });
});

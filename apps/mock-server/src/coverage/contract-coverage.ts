// MOCK_COVERAGE_FILE: while a test suite runs against the mock, count which operations × statuses, which 400
// codes, which socket message types (both ways) and which socket error codes it exercised (decision 0264).
// Off by default: the hooks are only added when a file is given, so neither dev nor the benches pay for it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

/** What the file holds: counts, so runs of several suites against one file add up. */
export interface CoverageCounts {
  /** operationId → HTTP status → answers. */
  operations: Record<string, Record<string, number>>;
  /** 4xx `message` codes answered (the error catalogue's codes), → answers. */
  httpErrorCodes: Record<string, number>;
  socketClient: Record<string, number>;
  socketServer: Record<string, number>;
  socketErrorCodes: Record<string, number>;
}

export const emptyCounts = (): CoverageCounts => ({
  operations: {},
  httpErrorCodes: {},
  socketClient: {},
  socketServer: {},
  socketErrorCodes: {},
});

const bump = (map: Record<string, number>, key: string) => {
  map[key] = (map[key] ?? 0) + 1;
};

/** The `type` (and error `code`) of a socket frame's text, without validating it. */
export function frameFacts(data: unknown): { type?: string; code?: string } {
  const text = typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : undefined;
  if (!text) return {};
  try {
    const value = JSON.parse(text) as { type?: unknown; code?: unknown };
    return {
      ...(typeof value.type === 'string' ? { type: value.type } : {}),
      ...(typeof value.code === 'string' ? { code: value.code } : {}),
    };
  } catch {
    return {};
  }
}

export class ContractCoverage {
  readonly counts: CoverageCounts;
  private dirty = false;

  constructor(private readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.counts = existsSync(file)
      ? { ...emptyCounts(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<CoverageCounts>) }
      : emptyCounts();
  }

  answer(operationId: string, status: number): void {
    bump((this.counts.operations[operationId] ??= {}), String(status));
    this.dirty = true;
  }

  httpErrorCode(code: string): void {
    bump(this.counts.httpErrorCodes, code);
    this.dirty = true;
  }

  frame(direction: 'client' | 'server', data: unknown): void {
    const { type, code } = frameFacts(data);
    if (!type) return;
    bump(direction === 'client' ? this.counts.socketClient : this.counts.socketServer, type);
    if (direction === 'server' && type === 'error' && code) bump(this.counts.socketErrorCodes, code);
    this.dirty = true;
  }

  /** Counts every frame of this socket, both ways. */
  watchSocket(socket: WebSocket): void {
    const send = socket.send.bind(socket) as (...args: unknown[]) => void;
    socket.send = ((data: unknown, ...rest: unknown[]) => {
      this.frame('server', data);
      send(data, ...rest);
    }) as WebSocket['send'];
    socket.on('message', (data: Buffer) => this.frame('client', data));
  }

  /** Writes the counts; a failed write is reported and retried next time, never fatal to the mock. */
  flush(onError: (err: unknown) => void = () => {}): void {
    if (!this.dirty) return;
    try {
      writeFileSync(this.file, `${JSON.stringify(this.counts, null, 2)}\n`);
      this.dirty = false;
    } catch (err) {
      onError(err);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when MOCK_COVERAGE_FILE is set. */
    contractCoverage?: ContractCoverage;
  }
}

const ERROR_CODE = /^[A-Z][A-Z0-9_]+$/;

export default fp(
  async function contractCoveragePlugin(fastify: FastifyInstance, opts: { file?: string | undefined }) {
    if (!opts.file) return;
    const coverage = new ContractCoverage(opts.file);
    fastify.decorate('contractCoverage', coverage);
    fastify.addHook('onSend', async (request, reply, payload) => {
      const op = request.routeOptions.config?.operation;
      if (!op) return payload;
      coverage.answer(op.operationId, reply.statusCode);
      if (reply.statusCode >= 400 && typeof payload === 'string') {
        try {
          const message = (JSON.parse(payload) as { message?: unknown }).message;
          if (typeof message === 'string' && ERROR_CODE.test(message)) coverage.httpErrorCode(message);
        } catch {
          // not an envelope: nothing to count
        }
      }
      return payload;
    });
    // Written once a second while a suite runs (the process may be killed rather than closed), and at close.
    const report = (err: unknown) =>
      fastify.log.warn({ err }, `contract coverage: cannot write ${opts.file}`);
    const timer = setInterval(() => coverage.flush(report), 1000);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      coverage.flush(report);
    });
  },
  { name: 'contract-coverage' },
);

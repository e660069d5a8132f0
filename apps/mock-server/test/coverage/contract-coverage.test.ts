import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContractCoverage, frameFacts, type CoverageCounts } from '../../src/coverage/contract-coverage.ts';
import { buildServer } from '../../src/server.ts';

// In a folder that does not exist yet: the mock makes it (the e2e suite deletes it before a run).
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'coverage-')), 'run', 'coverage.json');

describe('contract coverage (MOCK_COVERAGE_FILE)', () => {
  it('counts the operations × statuses and the 400 codes a suite exercised', async () => {
    const file = tempFile();
    const app = await buildServer({ coverageFile: file });
    await app.inject({ method: 'GET', url: '/api/v1/application-plans' });
    await app.inject({ method: 'GET', url: '/api/v1/candidates/me' });
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { route: 'GET /application-plans', status: 400, message: 'VALIDATION_ERROR' },
    });
    await app.inject({ method: 'GET', url: '/api/v1/application-plans' });
    await app.close();
    const counts = JSON.parse(readFileSync(file, 'utf8')) as CoverageCounts;
    expect(counts.operations).toEqual({
      listApplicationPlans: { '200': 1, '400': 1 },
      getCurrentCandidate: { '401': 1 },
    });
    expect(counts.httpErrorCodes).toEqual({ VALIDATION_ERROR: 1 });
  });

  it('counts socket messages both ways and the error codes the server sent, and adds to an earlier run', () => {
    const file = tempFile();
    const first = new ContractCoverage(file);
    first.frame('client', Buffer.from('{"type":"join"}'));
    first.frame('server', '{"type":"error","code":"ERROR_NOT_JOINED","message":"x"}');
    first.frame('server', 'not json');
    first.flush();
    const second = new ContractCoverage(file);
    second.frame('client', '{"type":"join"}');
    second.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      socketClient: { join: 2 },
      socketServer: { error: 1 },
      socketErrorCodes: { ERROR_NOT_JOINED: 1 },
    });
    expect(frameFacts('{"type":7}')).toEqual({});
  });
});

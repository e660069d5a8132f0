import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  enumOf,
  listOperations,
  loadOpenApiDocument,
  resolveRef,
  type JsonObject,
} from '../scripts/lib/openapi-document.ts';
import {
  callKey,
  loadSpecCalls,
  normalisePath,
  parseSpecCalls,
  parseSpecCallsFile,
} from '../scripts/lib/spec-calls.ts';

const doc = loadOpenApiDocument();
const operations = listOperations(doc);
// The committed list (spec-calls.json), so this test needs nothing outside the repository.
const specCalls = loadSpecCalls();
const accessCalls = specCalls['access-dashboard-registration.md'];
const liveCalls = specCalls['live-interview.md'];
const specKeys = new Set([...accessCalls, ...liveCalls].map((call) => call.key));
const contractKeys = new Set(operations.map((op) => callKey(op.method, op.path)));

const ERROR_STATUSES = ['400', '401', '403', '404', '500'];
const PUBLIC_CALLS = [
  'POST /auth/google/authorization-uri',
  'POST /auth/{}/exchange-code',
  'GET /application-plans',
];

describe('spec call list (spec-calls.json)', () => {
  it("holds both spec documents' tables", () => {
    // Guards against a silently empty parse making the coverage assertions below vacuous.
    expect(accessCalls).toHaveLength(16);
    expect(liveCalls).toHaveLength(9);
    expect(specKeys.size).toBe(23);
  });

  it('parser strips query strings and normalises path parameters', () => {
    const calls = parseSpecCalls(
      '## 7. calls\n| Call | Payload |\n|---|---|\n| GET /a/{session}?page=0&size=5 | none |\n| POST /b | x |\n## 8. errors\n| GET /c | none |',
    );
    expect(calls.map((call) => call.key)).toEqual(['GET /a/{}', 'POST /b']);
    expect(normalisePath('/candidate/interview-resumes/{roomId}')).toBe('/candidate/interview-resumes/{}');
  });

  it('rejects a malformed line by name instead of skipping it', () => {
    const file = (lines: unknown[]) =>
      JSON.stringify({ 'access-dashboard-registration.md': lines, 'live-interview.md': [] });
    expect(parseSpecCallsFile(file(['GET /a/{id}']))['access-dashboard-registration.md']).toEqual([
      { method: 'get', path: '/a/{id}', key: 'GET /a/{}' },
    ]);
    expect(() => parseSpecCallsFile(file(['FETCH /a']))).toThrow('"FETCH /a" is not "METHOD /path"');
    expect(() => parseSpecCallsFile(JSON.stringify({ 'live-interview.md': [] }))).toThrow(
      '"access-dashboard-registration.md" must be a list',
    );
  });
});

describe('openapi.yaml coverage', () => {
  it('declares OpenAPI 3.1.0, the newest version of the changelog, and the mock server', () => {
    expect(doc.openapi).toBe('3.1.0');
    // The breaking-change gate reads CHANGELOG.md headings; the document must say the version released last.
    const changelog = readFileSync(fileURLToPath(new URL('../CHANGELOG.md', import.meta.url)), 'utf8');
    const newest = /^## (\d+\.\d+\.\d+)\b/m.exec(changelog)?.[1];
    expect(doc.info.version).toBe(newest);
    expect(doc.servers.map((server) => server.url)).toContain('http://localhost:4010/api/v1');
  });

  it('has no call the spec lacks', () => {
    const missing = [...specKeys].filter((key) => !contractKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('has no operation the spec does not list', () => {
    const extra = [...contractKeys].filter((key) => !specKeys.has(key));
    expect(extra).toEqual([]);
    expect(operations).toHaveLength(23);
  });

  it('gives every operation a unique camelCase operationId and one declared tag', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const declaredTags = new Set(((doc.tags as JsonObject[]) ?? []).map((tag) => tag.name));
    for (const op of operations) {
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.tags, op.operationId).toHaveLength(1);
      expect(declaredTags.has(op.tags[0]), op.operationId).toBe(true);
    }
  });

  it('declares 400, 401, 403, 404 and 500 on every operation, each with an error envelope', () => {
    for (const op of operations) {
      for (const status of ERROR_STATUSES) {
        const response = op.responses[status];
        expect(response, `${op.operationId} ${status}`).toBeDefined();
        const schemaRef = (resolveRef<JsonObject>(doc, response).content as Record<string, JsonObject>)[
          'application/json'
        ]?.schema as JsonObject | undefined;
        expect(schemaRef?.$ref, `${op.operationId} ${status}`).toMatch(
          status === '400' ? /\/BadRequestEnvelope$/ : /\/ErrorEnvelope$/,
        );
      }
    }
  });

  it('requires the bearer token everywhere except the two sign-in calls and the plan list', () => {
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    const open = operations
      .filter((op) => Array.isArray(op.security) && op.security.length === 0)
      .map((op) => callKey(op.method, op.path));
    expect(open.sort()).toEqual([...PUBLIC_CALLS].sort());
    // No operation swaps in some other scheme.
    for (const op of operations) {
      if (op.security !== undefined && op.security.length > 0)
        expect(op.security).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('wraps every 2xx JSON answer in the Envelope with a typed data', () => {
    for (const op of operations) {
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(
        success.map(([status]) => status),
        op.operationId,
      ).toEqual(['200']);
      for (const [, response] of success) {
        const media = (response.content as Record<string, JsonObject>)['application/json'];
        expect(media, op.operationId).toBeDefined();
        let schema = media!.schema as JsonObject;
        if (schema.$ref === '#/components/schemas/EmptyEnvelope') schema = resolveRef(doc, schema);
        const parts = schema.allOf as JsonObject[];
        expect(parts?.[0], op.operationId).toEqual({ $ref: '#/components/schemas/Envelope' });
        const dataPart = parts[1]!;
        expect(dataPart.required, op.operationId).toEqual(['data']);
        expect((dataPart.properties as JsonObject).data, op.operationId).toBeDefined();
      }
    }
  });

  it('keeps the envelope fields status, message and data required', () => {
    for (const name of ['Envelope', 'ErrorEnvelope', 'BadRequestEnvelope']) {
      expect(doc.components.schemas[name]!.required, name).toEqual(['status', 'message', 'data']);
    }
  });
});

describe('enums match the spec values', () => {
  it.each([
    ['RoomStatus', ['REGISTERED', 'ONGOING', 'FINISHED']],
    ['InterviewType', ['JOB_INTERVIEW', 'SALARY_NEGOTIATION']],
    ['ChatSender', ['MODEL', 'CANDIDATE']],
    ['SalaryPaymentPeriod', ['MONTHLY', 'ANNUALLY', 'HOURLY', 'DAILY', 'WEEKLY', 'BIWEEKLY']],
    ['TransactionType', ['purchase', 'manual_adjustment', 'signup_bonus']],
    ['OrderStatus', ['pending', 'failed', 'paid', 'refunded', 'partial_refund', 'fraudulent', 'unknown']],
    ['ConsentType', ['SIGN_UP', 'INTERVIEW_REGISTRATION']],
  ])('%s', (name, values) => {
    expect(enumOf(doc, name)).toEqual(values);
  });

  it('ApiErrorCode includes every registration error code of the spec catalogue', () => {
    expect(enumOf(doc, 'ApiErrorCode')).toEqual(
      expect.arrayContaining([
        'BENEFIT_QUOTA_EXCEEDED',
        'INTERVIEW_QUOTA_EXCEEDED',
        'FILE_EXTENSION_NOT_ALLOWED',
        'FILE_SIZE_EXCEEDED',
        'FILE_UPLOAD_FAILED',
      ]),
    );
  });

  it('CandidateTier starts with the default FREE_SIGNUP', () => {
    expect(enumOf(doc, 'CandidateTier')[0]).toBe('FREE_SIGNUP');
  });
});

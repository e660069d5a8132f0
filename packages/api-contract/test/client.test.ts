import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiRateLimitedError,
  ApiStatusMismatchError,
  ApiUnauthorizedError,
  createApiClient,
  getErrorCode,
  getErrorMessage,
  isApiErrorCode,
  registerInterview,
  toRegistrationFormData,
  type ApiClient,
} from '../src/client/index.ts';
import { jobInterviewInput as input } from './registration-input.ts';

type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
type Reply = {
  status: number;
  body?: unknown;
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
};

let server: Server;
let baseUrl: string;
let requests: Recorded[] = [];
let reply: (request: Recorded) => Reply = () => ({
  status: 200,
  body: { status: 200, message: 'OK', data: null },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const answer = reply(recorded);
      const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      res.writeHead(answer.status, {
        'content-type': answer.contentType ?? 'application/json',
        ...answer.headers,
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

let token: string | null;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
let client: ApiClient;

beforeEach(() => {
  requests = [];
  token = 'token-123';
  onUnauthorized = vi.fn<() => void>();
  client = createApiClient({ baseUrl, getAccessToken: () => token, onUnauthorized });
});

const envelope = (status: number, message: string, data: unknown = null) => ({ status, message, data });
const candidate = {
  id: 'cand-1',
  fullName: 'Ada Lovelace',
  nickname: 'Ada',
  email: 'ada@example.com',
  candidateCredits: { credits: 3, tier: 'FREE_SIGNUP' },
};

describe('authorization header', () => {
  it('sends the bearer token from getAccessToken', async () => {
    reply = () => ({ status: 200, body: envelope(200, 'OK', candidate) });
    const { data } = await client.GET('/candidates/me');
    expect(data?.data.fullName).toBe('Ada Lovelace');
    expect(requests[0]?.url).toBe('/api/v1/candidates/me');
    expect(requests[0]?.headers.authorization).toBe('Bearer token-123');
  });

  it('reads the token on every call (a refreshed cookie is picked up) and supports async getters', async () => {
    reply = () => ({ status: 200, body: envelope(200, 'OK', candidate) });
    const asyncClient = createApiClient({ baseUrl, getAccessToken: async () => token, onUnauthorized });
    await asyncClient.GET('/candidates/me');
    token = 'token-456';
    await asyncClient.GET('/candidates/me');
    expect(requests.map((r) => r.headers.authorization)).toEqual(['Bearer token-123', 'Bearer token-456']);
  });

  it('omits the header entirely when there is no token', async () => {
    token = null;
    reply = () => ({ status: 200, body: envelope(200, 'OK', []) });
    await client.GET('/application-plans');
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('status field must equal the HTTP status', () => {
  it('throws ApiStatusMismatchError when a 200 body says otherwise', async () => {
    reply = () => ({ status: 200, body: envelope(201, 'OK', candidate) });
    const call = client.GET('/candidates/me');
    await expect(call).rejects.toBeInstanceOf(ApiStatusMismatchError);
    await expect(client.GET('/candidates/me')).rejects.toMatchObject({ httpStatus: 200, bodyStatus: 201 });
  });

  it('throws when the JSON body has no status field', async () => {
    reply = () => ({ status: 200, body: { data: candidate } });
    await expect(client.GET('/candidates/me')).rejects.toThrow('HTTP 200 but body has no status field');
  });

  it('throws when an error body disagrees with its status (a 400 dressed as 200)', async () => {
    reply = () => ({ status: 400, body: envelope(200, 'OK') });
    await expect(client.GET('/candidates/me')).rejects.toBeInstanceOf(ApiStatusMismatchError);
  });
});

describe('401', () => {
  it('calls onUnauthorized once and rejects with ApiUnauthorizedError', async () => {
    reply = () => ({ status: 401, body: envelope(401, 'Unauthorized') });
    await expect(client.GET('/candidates/me')).rejects.toBeInstanceOf(ApiUnauthorizedError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('still rejects with ApiUnauthorizedError when the logout handler itself fails', async () => {
    reply = () => ({ status: 401, body: envelope(401, 'Unauthorized') });
    const broken = createApiClient({
      baseUrl,
      getAccessToken: () => token,
      onUnauthorized: () => {
        throw new Error('router not ready');
      },
    });
    const error = await broken.GET('/candidates/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnauthorizedError);
    expect((error as ApiUnauthorizedError).status).toBe(401);
  });
});

describe('400, 403 and 500 are returned to the caller', () => {
  const codes = [
    'BENEFIT_QUOTA_EXCEEDED',
    'INTERVIEW_QUOTA_EXCEEDED',
    'FILE_EXTENSION_NOT_ALLOWED',
    'FILE_SIZE_EXCEEDED',
    'FILE_UPLOAD_FAILED',
  ] as const;

  it.each(codes)('registration 400 %s comes back as a typed error with its code', async (code) => {
    reply = () => ({ status: 400, body: envelope(400, code) });
    const { data, error, response } = await registerInterview(client, input);
    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    expect(getErrorCode(error)).toBe(code);
    expect(isApiErrorCode(getErrorCode(error))).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an unlisted 400 message is still returned as-is for "Failed to register interview: {message}"', async () => {
    reply = () => ({ status: 400, body: envelope(400, 'Company name is blocked') });
    const { error } = await registerInterview(client, input);
    expect(getErrorCode(error)).toBe('Company name is blocked');
    expect(isApiErrorCode(getErrorCode(error))).toBe(false);
  });

  it.each([403, 500])('%i is returned as { error } with the envelope', async (status) => {
    reply = () => ({
      status,
      body: envelope(status, status === 403 ? 'Forbidden' : 'Internal server error'),
    });
    const { data, error } = await client.GET('/candidate/interview-rooms/{session}', {
      params: { path: { session: 'room-1' } },
    });
    expect(data).toBeUndefined();
    expect(error).toEqual(envelope(status, status === 403 ? 'Forbidden' : 'Internal server error'));
    expect(getErrorCode(error)).toBeUndefined();
    expect(getErrorMessage(error)).toBe(status === 403 ? 'Forbidden' : 'Internal server error');
  });
});

describe('429 throws ApiRateLimitedError with the seconds to wait', () => {
  const limited = (headers: Record<string, string>) => () => ({
    status: 429,
    body: envelope(429, 'Too many requests'),
    headers,
  });

  it('from Retry-After in seconds', async () => {
    reply = limited({ 'retry-after': '42', 'ratelimit-reset': '42' });
    const error = await client
      .POST('/interview/setup/extract-job-description', { body: { jobDescription: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRateLimitedError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });

  it('from Retry-After as an HTTP date, else RateLimit-Reset, else unknown', async () => {
    reply = limited({ 'retry-after': new Date(Date.now() + 90_000).toUTCString() });
    const dated = (await client.GET('/candidates/me').catch((e: unknown) => e)) as ApiRateLimitedError;
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(90);
    reply = limited({ 'ratelimit-reset': '7' });
    expect(await client.GET('/candidates/me').catch((e: unknown) => e)).toMatchObject({
      retryAfterSeconds: 7,
    });
    reply = limited({});
    expect(await client.GET('/candidates/me').catch((e: unknown) => e)).toMatchObject({
      retryAfterSeconds: undefined,
    });
  });
});

describe('other non-OK statuses throw ApiHttpError', () => {
  it('404 with the server message', async () => {
    reply = () => ({ status: 404, body: envelope(404, 'Interview room not found') });
    const error = await client
      .GET('/candidate/interview-rooms/{session}', { params: { path: { session: 'missing' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).not.toBeInstanceOf(ApiUnauthorizedError);
    expect(error).toMatchObject({
      status: 404,
      message: 'HTTP 404: Interview room not found',
      method: 'GET',
    });
    expect((error as ApiHttpError).url).toContain('/api/v1/candidate/interview-rooms/missing');
  });

  it('503 from a proxy with an HTML body', async () => {
    reply = () => ({ status: 503, raw: '<html>down</html>', contentType: 'text/html' });
    const error = await client.GET('/candidates/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).toMatchObject({
      status: 503,
      message: 'HTTP 503: Service Unavailable',
      body: '<html>down</html>',
    });
  });

  it('a refused connection becomes ApiNetworkError', async () => {
    const offline = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api/v1',
      getAccessToken: () => null,
      onUnauthorized,
    });
    await expect(offline.GET('/candidates/me')).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('an aborted call rejects with the AbortError, not a network error', async () => {
    reply = () => ({ status: 200, body: envelope(200, 'OK', candidate) });
    const controller = new AbortController();
    controller.abort();
    const error = await client.GET('/candidates/me', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('multipart registration', () => {
  function parseForm(recorded: Recorded) {
    return new Request('http://test.invalid/', {
      method: 'POST',
      headers: { 'content-type': recorded.headers['content-type'] ?? '' },
      body: recorded.body,
    }).formData();
  }

  it('sends an application/json input part and the resume PDF bytes', async () => {
    reply = () => ({ status: 200, body: envelope(200, 'OK', { id: 'room-9' }) });
    const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00]);
    const resume = new File([pdfBytes], 'cv.pdf', { type: 'application/pdf' });

    const { data } = await registerInterview(client, input, resume);

    expect(data?.data.id).toBe('room-9');
    const recorded = requests[0]!;
    expect(recorded.method).toBe('POST');
    expect(recorded.url).toBe('/api/v1/interviews/register');
    expect(recorded.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(recorded.headers.authorization).toBe('Bearer token-123');

    const form = await parseForm(recorded);
    const inputPart = form.get('input');
    expect(inputPart).toBeInstanceOf(Blob);
    expect((inputPart as Blob).type).toBe('application/json');
    expect(JSON.parse(await (inputPart as Blob).text())).toEqual(input);
    const resumePart = form.get('resume') as File;
    expect(resumePart.name).toBe('cv.pdf');
    expect(resumePart.type).toBe('application/pdf');
    expect(new Uint8Array(await resumePart.arrayBuffer())).toEqual(pdfBytes);
  });

  it('sends no resume part when there is none', async () => {
    reply = () => ({ status: 200, body: envelope(200, 'OK', { id: 'room-10' }) });
    await registerInterview(client, input);
    const form = await parseForm(requests[0]!);
    expect(form.has('input')).toBe(true);
    expect(form.has('resume')).toBe(false);
  });

  it('toRegistrationFormData names a bare Blob resume.pdf', () => {
    const form = toRegistrationFormData(input, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect((form.get('resume') as File).name).toBe('resume.pdf');
  });
});

describe('JSON bodies', () => {
  it('sends JSON with a content type and parses the typed answer', async () => {
    reply = () => ({
      status: 200,
      body: envelope(200, 'OK', { authorizationUri: 'https://accounts.example/auth', codeVerifier: 'v' }),
    });
    const { data } = await client.POST('/auth/google/authorization-uri', { body: { clientType: 'web' } });
    expect(data?.data.authorizationUri).toBe('https://accounts.example/auth');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(requests[0]!.body.toString())).toEqual({ clientType: 'web' });
  });
});

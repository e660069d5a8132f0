export interface HttpResponse {
  status: number;
  contentType: string | undefined;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: unknown;
}

export interface HttpRequest {
  method: string;
  url: string;
  /** Bearer token; null sends no Authorization header at all. */
  token?: string | null;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** 'manual' to see a 302 instead of following it (the mock persona flow). */
  redirect?: 'follow' | 'manual';
}

const TIMEOUT_MS = 15_000;

export async function send(request: HttpRequest): Promise<HttpResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | FormData | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = request.form;
  }
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    ...(body !== undefined ? { body } : {}),
    redirect: request.redirect ?? 'follow',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const contentType = response.headers.get('content-type') ?? undefined;
  const text = await response.text();
  let parsed: unknown = text;
  if (contentType?.includes('json') && text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, contentType, headers: response.headers, body: parsed };
}

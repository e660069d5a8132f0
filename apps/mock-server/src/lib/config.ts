import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    mockConfig: MockConfig;
  }
}

export interface MockConfig {
  /** Default web origin for sign-in redirects (WEB_ORIGIN). */
  webOrigin: string;
  /** Every origin allowed for CORS and sign-in redirect_uri. */
  allowedOrigins: string[];
  /** Fixed public base URL of the mock (MOCK_PUBLIC_URL); otherwise derived from the request. */
  publicUrl: string | undefined;
  controlEnabled: boolean;
}

/** Absolute base URL of the mock as the caller reached it (for logo, resume and authorize links). */
export function baseUrl(request: FastifyRequest, config: MockConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

export function isAllowedOrigin(config: MockConfig, origin: string): boolean {
  return config.allowedOrigins.includes(origin);
}

export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, nginxHeaders, securityHeaders } from './security-headers';

const local = { apiBaseUrl: 'http://localhost:4010/api/v1', wsBaseUrl: 'ws://localhost:4010/ws/v1' };
const prod = { apiBaseUrl: 'https://api.example.com/api/v1', wsBaseUrl: 'wss://api.example.com/ws/v1' };
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows scripts from the app only: no inline script, no eval', () => {
    const csp = contentSecurityPolicy(prod);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it("allows index.html's inline preloader by its hash, and no other inline script", () => {
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    expect(directive(contentSecurityPolicy({ ...prod, scriptHashes: [hash] }), 'script-src')).toEqual([
      "'self'",
      hash,
    ]);
  });

  it('connects only to the API and socket origins of the build', () => {
    expect(directive(contentSecurityPolicy(prod), 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'wss://api.example.com',
    ]);
    expect(directive(contentSecurityPolicy(local), 'connect-src')).toEqual([
      "'self'",
      'http://localhost:4010',
      'ws://localhost:4010',
    ]);
  });

  it('allows the Google tag only when VITE_GTAG_ID is set', () => {
    expect(contentSecurityPolicy(prod)).not.toContain('googletagmanager');
    const csp = contentSecurityPolicy({ ...prod, gtagId: 'G-TEST' });
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
  });
});

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, a referrer policy and the microphone for this origin only', () => {
    const headers = Object.fromEntries(securityHeaders(prod));
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('microphone=(self)');
  });

  it('renders nginx add_header lines that keep the single quotes of the CSP', () => {
    const conf = nginxHeaders(prod);
    expect(conf).toContain(`add_header Content-Security-Policy "default-src 'self'; `);
    expect(conf.match(/^add_header .+ always;$/gm)).toHaveLength(6);
  });
});

// The security headers the production build must be served with (deploy/nginx.conf includes the file the
// build writes from these). Pure functions of the build's settings, so the CSP allows exactly the API and
// socket the app was built for. Decision 0431.

export interface HeaderSettings {
  /** VITE_API_BASE_URL, e.g. https://api.example.com/api/v1 */
  apiBaseUrl: string;
  /** VITE_WS_BASE_URL, e.g. wss://api.example.com/ws/v1 */
  wsBaseUrl: string;
  /** VITE_GTAG_ID: the Google tag is allowed only when it is set. */
  gtagId?: string | undefined;
  /** CSP sources (`'sha256-…'`) of the inline scripts index.html carries (the first-load preloader, decision 0460, and the frame gate, 0540). */
  scriptHashes?: readonly string[];
}

// Google tag (gtag.js) hosts, per Google's CSP guide for Google Analytics 4.
const GTAG = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** `origin` of an http(s) or ws(s) address (ws and wss have tuple origins too). */
const originOf = (url: string): string => new URL(url).origin;

export function contentSecurityPolicy(settings: HeaderSettings): string {
  const api = originOf(settings.apiBaseUrl);
  const socket = originOf(settings.wsBaseUrl);
  const gtag = settings.gtagId ? GTAG : { script: [], connect: [], img: [] };
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline', no 'unsafe-eval': index.html's inline scripts are allowed by their hashes.
    ['script-src', ["'self'", ...(settings.scriptHashes ?? []), ...gtag.script]],
    // Radix (scroll lock) and sonner insert <style> elements at run time (decision 0431).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Avatars and company logos come from the API host or any HTTPS CDN; audio plays from blob:/data: URLs.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', api, ...gtag.img]],
    ['media-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", api, socket, ...gtag.connect]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

export function securityHeaders(settings: HeaderSettings): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(settings)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** nginx `add_header` lines (`always`: error pages carry them too), included by deploy/nginx.conf. */
export function nginxHeaders(settings: HeaderSettings): string {
  const lines = securityHeaders(settings).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `# Written by the build (apps/web/vite.config.ts) for the addresses baked into this build.\n${lines.join('\n')}\n`;
}

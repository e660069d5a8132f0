import { env } from '@/config/env';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loaded = false;

/** Loads the Google tag only when VITE_GTAG_ID is set; otherwise analytics is entirely off. */
export function initAnalytics(id: string | undefined = env.gtagId): void {
  if (!id || loaded || typeof document === 'undefined') return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js expects the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Records an event; a no-op when analytics is off. Never throws into the caller. */
export function track(event: string, params: Record<string, unknown> = {}): void {
  try {
    window.gtag?.('event', event, params);
  } catch {
    // Analytics must never break the product.
  }
}

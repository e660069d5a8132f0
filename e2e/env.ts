// Ports of the servers the suite runs against. The production build of the web app bakes its API address
// in at build time (VITE_API_BASE_URL, default http://localhost:4010/api/v1), so the mock port must match it.
export const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4010);
/**
 * The production build as candidates get it: apps/web/dist behind nginx with the deploy recipe of apps/web/deploy
 * (hosting/serve-nginx.ts; the nginx project's address too). `vite preview` served it before and took about
 * 14 CPU-s a run, nginx about a third of that (decision 0774).
 */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4180);
export const MOCK_URL = process.env.E2E_MOCK_URL ?? `http://localhost:${MOCK_PORT}`;
export const WEB_URL = process.env.E2E_WEB_URL ?? `http://localhost:${WEB_PORT}`;
/**
 * The devtools project's server: a development build of the web app (the panel exists in development builds
 * only), served as files (decision 0770).
 */
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4174);
export const DEV_URL = `http://localhost:${DEV_PORT}`;
/** The Vite dev server, as `pnpm dev` runs it: the dev-server project's one journey (decision 0770). */
export const VITE_DEV_PORT = Number(process.env.E2E_VITE_DEV_PORT ?? 4175);
export const VITE_DEV_URL = `http://localhost:${VITE_DEV_PORT}`;

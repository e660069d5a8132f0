export { buildServer, type BuildServerOptions, DEFAULT_WEB_ORIGIN, PREVIEW_WEB_ORIGIN } from './server.ts';
export { Store } from './store/index.ts';
export { cutOggOpus } from './interview-scripts/ogg-opus-clip.ts';
export type { CoverageCounts } from './coverage/contract-coverage.ts';

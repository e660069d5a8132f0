export * from './shared.ts';
export * from './error-codes.ts';
export * from './endpoint.ts';
export * from './client-messages.ts';
export * from './server-messages.ts';
export * from './parse.ts';
export * from './json-schema.ts';

export * from './errors.ts';
export * from './middleware.ts';
export * from './api-error-codes.ts';
export * from './create-api-client.ts';
export * from './registration.ts';
export * from './create-control-client.ts';

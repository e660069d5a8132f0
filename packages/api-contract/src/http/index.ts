export * from './enums.ts';
export * from './limits.ts';
export type * from './types.ts';

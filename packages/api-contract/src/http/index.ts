export * from './enums.ts';
export * from './limits.ts';
export * from './month-over-month.ts';
export type * from './types.ts';

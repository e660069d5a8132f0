// Shared display formatters: pure functions, used by dashboard, transactions, wizards and the live pages.
export * from './currency';
export * from './interviewer-country';
export * from './job-description';
export * from './labels';
export * from './matching';
export * from './percentage';
export * from './time';
export * from './salary';

// Types for the tests that import native-tsc.mjs.
export const nativeTscPath: string;
/** The arguments every run of it passes first (one checker: decision 0775). */
export const NATIVE_TSC_ARGS: readonly string[];

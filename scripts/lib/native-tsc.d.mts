// Types for the tests that import native-tsc.mjs.
export const nativeTscPath: string;

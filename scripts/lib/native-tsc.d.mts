// Types for the TypeScript code that imports native-tsc.mjs.
/** The arguments for `node` that run the compiler with `args`, always with one checker (decision 0775). */
export function nativeTscArgv(...args: string[]): string[];

// Node-only entry of @mockint/api-contract: the contract runtime (openapi.yaml loaded and indexed, Ajv 2020
// set up for it, readable Ajv errors, the method + path matcher). It reads files, which a browser cannot.
export * from './paths.ts';
export * from './openapi-document.ts';
export * from './contract-ajv.ts';
export * from './explain-ajv-error.ts';
export * from './operation-matcher.ts';
export * from './load-contract.ts';

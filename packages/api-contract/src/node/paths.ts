// Files of the contract on disk, so every consumer agrees on them. Resolved through the package's own exports
// rather than relative to this module: the mock bundles this code into apps/mock-server/dist, where a path
// relative to the bundle would point at the wrong folder.
import { createRequire } from 'node:module';
import path from 'node:path';

const resolveFromHere = createRequire(import.meta.url).resolve;

/** Absolute path of openapi.yaml (for servers and tests that load the contract). */
export const openapiPath = resolveFromHere('@mockint/api-contract/openapi.yaml');
/** Absolute path of the package root. */
export const packageRoot = path.dirname(openapiPath);
/** Absolute path of the generated socket protocol JSON Schema. */
export const socketProtocolSchemaPath = path.join(packageRoot, 'generated/socket-protocol.schema.json');
/** Absolute path of the mock's control API document (/__mock), read on the first control call only. */
export const controlOpenapiPath = path.join(packageRoot, 'control-openapi.yaml');

// Files of the contract on disk, resolved from this module so every consumer agrees on them.
import { fileURLToPath } from 'node:url';

/** Absolute path of openapi.yaml (for servers and tests that load the contract). */
export const openapiPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
/** Absolute path of the generated socket protocol JSON Schema. */
export const socketProtocolSchemaPath = fileURLToPath(
  new URL('../../generated/socket-protocol.schema.json', import.meta.url),
);
/** Absolute path of the package root. */
export const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

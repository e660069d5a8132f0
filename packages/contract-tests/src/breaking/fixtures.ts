import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const fixtureDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/fixtures/contract-v1',
);

// Frozen copies of our contract (openapi.yaml 1.0.0 and the socket schema), so the gate's tests do not
// move while the live contract evolves. Each test edits a fresh deep copy.
const openapiText = readFileSync(path.join(fixtureDir, 'openapi.yaml'), 'utf8');
const socketText = readFileSync(path.join(fixtureDir, 'socket-protocol.schema.json'), 'utf8');

// Parsed once: a deep copy costs a few milliseconds, parsing the YAML again ~100 ms per test.
const openapi = parse(openapiText) as Json;

/* eslint-disable @typescript-eslint/no-explicit-any -- tests reach into arbitrary spots of the documents */
export const fixtureOpenApi = (): any => structuredClone(openapi);
export const fixtureSocket = (): any => JSON.parse(socketText) as Json;
/* eslint-enable @typescript-eslint/no-explicit-any */

export { fixtureDir };

import {
  listOperations,
  loadOpenApiDocument,
  type ContractOperation,
  type OpenApiDocument,
} from './openapi-document.ts';
import { openapiPath } from './paths.ts';

/** openapi.yaml parsed, with its operations indexed by operationId and by `METHOD /path`. */
export interface LoadedContract {
  document: OpenApiDocument;
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
  byKey: Map<string, ContractOperation>;
}

const cache = new Map<string, LoadedContract>();

/** Loads (once per file) and indexes the contract. Ajv instances are made with `createContractAjv`. */
export function loadContract(file: string = openapiPath): LoadedContract {
  const hit = cache.get(file);
  if (hit) return hit;
  const contract = fromDocument(loadOpenApiDocument(file));
  cache.set(file, contract);
  return contract;
}

/** Same, for a document already in memory (tests that alter it). */
export function fromDocument(document: OpenApiDocument): LoadedContract {
  const operations = listOperations(document);
  return {
    document,
    operations,
    byId: new Map(operations.map((op) => [op.operationId, op])),
    byKey: new Map(operations.map((op) => [op.key, op])),
  };
}

// The contract runtime lives in src/node/; scripts and tests keep importing it from here.
export {
  enumOf,
  listOperations,
  loadOpenApiDocument,
  openapiPath as OPENAPI_PATH,
  resolveRef,
  type ContractOperation as OpenApiOperation,
  type JsonObject,
  type OpenApiDocument,
} from '../../src/node/index.ts';

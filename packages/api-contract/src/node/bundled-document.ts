// openapi.yaml as JSON text, filled in by a bundler at build time (apps/mock-server/scripts/build.ts replaces
// this module), so a bundled server starts without parsing YAML: that parse was a third of the mock's cold
// start (decision 0032). From source it stays undefined and the YAML is read, so an edited contract is seen at once.
export const bundledOpenApiJson: string | undefined = undefined;
// control-openapi.yaml the same way: the bundled mock then carries no YAML parser at all (decision 0791).
export const bundledControlOpenApiJson: string | undefined = undefined;

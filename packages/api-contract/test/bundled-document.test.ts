import { describe, expect, it, vi } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

// What apps/mock-server/scripts/build.ts puts in place of src/node/bundled-document.ts: openapi.yaml as JSON
// text, with one marker so the test can tell which copy was read.
const bundled = vi.hoisted(() => ({ json: undefined as string | undefined }));
vi.mock('../src/node/bundled-document.ts', () => ({
  get bundledOpenApiJson() {
    return bundled.json;
  },
}));

const { loadOpenApiDocument, openapiPath } = await import('../src/node/index.ts');
const fromYaml = parse(readFileSync(openapiPath, 'utf8')) as { info: Record<string, unknown> };

describe('the build-time copy of openapi.yaml (bundled-document.ts)', () => {
  it('is what a bundle reads for the contract, instead of parsing the YAML', () => {
    bundled.json = JSON.stringify({ ...fromYaml, info: { ...fromYaml.info, 'x-copy': 'bundled' } });
    const document = loadOpenApiDocument();
    expect(document.info['x-copy']).toBe('bundled');
    expect({ ...document, info: fromYaml.info }).toEqual(fromYaml);
  });

  it('is left aside for another file, and absent when running from source', () => {
    bundled.json = JSON.stringify({ openapi: '3.1.0', info: { version: 'bundled' } });
    const other = join(mkdtempSync(join(tmpdir(), 'contract-')), 'openapi.yaml');
    copyFileSync(openapiPath, other);
    expect(loadOpenApiDocument(other).info.version).toBe(fromYaml.info.version);
    bundled.json = undefined;
    expect(loadOpenApiDocument()).toEqual(fromYaml);
  });
});

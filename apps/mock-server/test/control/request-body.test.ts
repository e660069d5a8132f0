import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseControlBody } from '../../src/control/request-body.ts';

const schema = z
  .object({ times: z.number().int().min(1).optional(), scope: z.object({ id: z.string() }).optional() })
  .strict();

describe('parseControlBody', () => {
  it('treats a missing body as {}', () => {
    expect(parseControlBody(schema, undefined)).toEqual({});
  });

  it('rejects a bad field with a 400 that names its path', () => {
    expect(() => parseControlBody(schema, { scope: { id: 3 } })).toThrow(
      expect.objectContaining({ statusCode: 400, message: expect.stringMatching(/^body\/scope\/id /) }),
    );
  });

  it('names an unknown field, and where it was', () => {
    expect(() => parseControlBody(schema, { tims: 2 })).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'body/tims is not a field of this call' }),
    );
    expect(() => parseControlBody(schema, { when: 1 }, 'query')).toThrow(
      expect.objectContaining({ message: 'query/when is not a field of this call' }),
    );
  });
});

import type { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';

/**
 * Body of a /__mock control call, validated: a bad body is a 400 naming the first offending field
 * (`body/times must be …`), never a 500. A missing body counts as `{}`.
 */
export function parseControlBody<T>(
  schema: z.ZodType<T>,
  body: unknown,
  where: 'body' | 'query' | 'path' = 'body',
): T {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  // An unknown field is named in the path too (`body/tims is not a field of this call`), like a wrong one.
  const path = [
    ...(issue?.path ?? []),
    ...(issue?.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : []),
  ];
  const message = issue?.code === 'unrecognized_keys' ? 'is not a field of this call' : issue?.message;
  throw new HttpError(400, `${where}${path.length ? '/' + path.join('/') : ''} ${message ?? 'is invalid'}`);
}

/** Control answers use the same envelope as /api/v1. */
export const controlOk = (data: unknown) => ({ status: 200, message: 'OK', data });

import type { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';

/**
 * Body of a /__mock control call, validated: a bad body is a 400 naming the first offending field
 * (`body/times must be …`), never a 500. A missing body counts as `{}`.
 */
export function parseControlBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new HttpError(
    400,
    `body${issue?.path.length ? '/' + issue.path.join('/') : ''} ${issue?.message ?? 'is invalid'}`,
  );
}

/** Control answers use the same envelope as /api/v1. */
export const controlOk = (data: unknown) => ({ status: 200, message: 'OK', data });

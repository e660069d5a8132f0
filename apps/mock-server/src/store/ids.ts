import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A UUID-shaped id derived from a seed string, so seeded data keeps the same ids across resets. */
export function stableId(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const newId = (): string => randomUUID();

/** Opaque, URL-safe random token. */
export const opaqueToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export function sha256Base64Url(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

// routes/resumes: signed, expiring links to a room's resume.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoreState } from './state.ts';

/** A link that serves the room's resume until it expires; the signature binds room and expiry. */
export function createResumeLink(
  state: StoreState,
  roomId: string,
  candidateId: string,
): { token: string; expires: number } | null {
  const room = state.ownRoom(roomId, candidateId);
  if (!room.resume) return null;
  const expires = Math.floor(state.now() / 1000) + state.resumeLinkTtlSeconds;
  return {
    token: `${Buffer.from(room.id).toString('base64url')}.${sign(state, `${room.id}:${expires}`)}`,
    expires,
  };
}

export function resolveResumeLink(
  state: StoreState,
  token: string,
  expires: number,
): { ok: true; fileName: string; content: Buffer } | { ok: false; reason: 'invalid' | 'expired' } {
  const [idPart, sig] = token.split('.');
  if (!idPart || !sig) return { ok: false, reason: 'invalid' };
  const roomId = Buffer.from(idPart, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(state, `${roomId}:${expires}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= state.now()) return { ok: false, reason: 'expired' };
  const resume = state.rooms.get(roomId)?.resume;
  if (!resume) return { ok: false, reason: 'invalid' };
  return { ok: true, fileName: resume.fileName, content: Buffer.from(resume.contentBase64, 'base64') };
}

function sign(state: StoreState, value: string): string {
  return createHmac('sha256', state.linkSecret).update(value).digest('base64url');
}

import { z } from 'zod';

/**
 * Codes the server may put in an `error` message. The first three are named by the spec's error catalogue and drive
 * dedicated dialogs; the rest are what our servers emit for bad frames and internal failures. The client
 * must still accept codes outside this list (they are shown in the Generation Error dialog), which is why
 * the `error` message's `code` field is a plain string and this list is advisory.
 */
export const SOCKET_ERROR_CODES = [
  // The spec: Multiple Sessions Detected dialog.
  'ERROR_MULTIPLE_CONNECTIONS',
  // The spec: Audio Processing Error dialog; the turn goes back to the user.
  'ERROR_HANDLING_USER_RESPONSE_AUDIO',
  'ERROR_HANDLING_USER_RESPONSE_TEXT',
  // Frame is not JSON, not an object, has an unknown type or fails the message schema.
  'ERROR_INVALID_MESSAGE',
  // Echoed metadata does not match what the server issued for this session.
  'ERROR_INVALID_METADATA',
  // Frame exceeds SOCKET_MAX_FRAME_BYTES.
  'ERROR_FRAME_TOO_LARGE',
  // A session message arrived before a successful `join`.
  'ERROR_NOT_JOINED',
  // `join` for a room whose status is not ONGOING, or a message after the interview ended.
  'ERROR_INTERVIEW_FINISHED',
  // `join` for a room that does not exist or does not belong to the candidate.
  'ERROR_INVALID_SESSION',
  // A response or repeat was requested while it is not the candidate's turn.
  'ERROR_NOT_USER_TURN',
  // The interviewer model failed to produce the next response.
  'ERROR_GENERATING_RESPONSE',
  // Fallback for unexpected server failures; also what the client shows when a code is missing.
  'UNKNOWN_ERROR',
] as const;

export const socketErrorCodeSchema = z.enum(SOCKET_ERROR_CODES);
export type SocketErrorCode = z.infer<typeof socketErrorCodeSchema>;

const KNOWN = new Set<string>(SOCKET_ERROR_CODES);

export function isKnownSocketErrorCode(code: unknown): code is SocketErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}

/** Codes that open the Audio Processing Error dialog and give the turn back to the user (spec). */
export const USER_RESPONSE_ERROR_CODES = [
  'ERROR_HANDLING_USER_RESPONSE_AUDIO',
  'ERROR_HANDLING_USER_RESPONSE_TEXT',
] as const satisfies readonly SocketErrorCode[];

/** Largest frame (in UTF-8 bytes) a server accepts: a 120 s webm/opus answer in Base64 fits with margin. */
export const SOCKET_MAX_FRAME_BYTES = 8 * 1024 * 1024;

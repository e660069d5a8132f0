import { z } from 'zod';
import { base64Schema, chatSchema, metadataSchema } from './shared.ts';

/** Keep-alive; the client answers with `pong` carrying the same eventId. */
export const pingMessageSchema = z.object({
  type: z.literal('ping'),
  eventId: z.string().min(1),
});
export type PingMessage = z.infer<typeof pingMessageSchema>;

/** The interviewer joined: the session is connected and the countdown starts (spec). */
export const initialMessageSchema = z.object({
  type: z.literal('initial_message'),
  metadata: metadataSchema,
});
export type InitialMessage = z.infer<typeof initialMessageSchema>;

/** What the server understood from the candidate's answer, as a chat entry for the transcript. */
export const userTranscriptMessageSchema = z.object({
  type: z.literal('user_transcript'),
  transcript: z.string(),
  chat: chatSchema,
});
export type UserTranscriptMessage = z.infer<typeof userTranscriptMessageSchema>;

const modelResponseFields = {
  // One sentence of interviewer speech; may be empty when a chunk carries only text.
  audio_base_64: base64Schema,
  transcript: z.string(),
  // The user's turn begins after the chunk flagged final_sentence has played (spec).
  final_sentence: z.boolean(),
  chat: chatSchema,
  metadata: metadataSchema,
};

/** One queued audio chunk of the interviewer's reply (the spec's "Audio queue item"). */
export const modelResponseMessageSchema = z.object({
  type: z.literal('model_response'),
  ...modelResponseFields,
});
export type ModelResponseMessage = z.infer<typeof modelResponseMessageSchema>;

/** Same as model_response, sent in answer to request_repeat_response. */
export const modelRepeatResponseMessageSchema = z.object({
  type: z.literal('model_repeat_response'),
  ...modelResponseFields,
});
export type ModelRepeatResponseMessage = z.infer<typeof modelRepeatResponseMessageSchema>;

/** Smart Answer Suggestion for the current question. */
export const hintResponseMessageSchema = z.object({
  type: z.literal('hint_response'),
  hintResponse: z.string(),
});
export type HintResponseMessage = z.infer<typeof hintResponseMessageSchema>;

const score = z.number().min(0).max(100);

/**
 * Live negotiation analytics (salary negotiation). Every field is present but null until the model can
 * tell, e.g. there is no final offer before the recruiter makes one. See decision 0122.
 */
export const analyticsSchema = z.object({
  salaryCurrency: z.string().nullable(),
  salaryInitialOffer: z.number().nonnegative().nullable(),
  salaryFinalOffer: z.number().nonnegative().nullable(),
  negotiationConfidence: score.nullable(),
  assertivenessScore: score.nullable(),
  justificationStrength: score.nullable(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const analyticsResponseMessageSchema = z.object({
  type: z.literal('analytics_response'),
  analytics: analyticsSchema,
});
export type AnalyticsResponseMessage = z.infer<typeof analyticsResponseMessageSchema>;

/** The server ended the interview (time up or interviewer closed). */
export const serverEndMessageSchema = z.object({
  type: z.literal('end'),
});
export type ServerEndMessage = z.infer<typeof serverEndMessageSchema>;

/** Sent with `end`: leave once the audio queue has drained (the spec's "Server-initiated end"). */
export const toggleLeaveInterviewMessageSchema = z.object({
  type: z.literal('toggle_leave_interview'),
});
export type ToggleLeaveInterviewMessage = z.infer<typeof toggleLeaveInterviewMessageSchema>;

/**
 * `code` is any string, and optional since socket protocol 2.0.0: known codes are listed in
 * SOCKET_ERROR_CODES, unknown ones are shown as-is in the Generation Error dialog, and a missing or empty one
 * shows UNKNOWN_ERROR (spec) — an `error` frame must never be dropped, or the turn stalls.
 * `message` is a readable reason for logs and developers.
 */
export const errorMessageSchema = z.object({
  type: z.literal('error'),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

export const serverMessageSchemas = {
  ping: pingMessageSchema,
  initial_message: initialMessageSchema,
  user_transcript: userTranscriptMessageSchema,
  model_response: modelResponseMessageSchema,
  model_repeat_response: modelRepeatResponseMessageSchema,
  hint_response: hintResponseMessageSchema,
  analytics_response: analyticsResponseMessageSchema,
  end: serverEndMessageSchema,
  toggle_leave_interview: toggleLeaveInterviewMessageSchema,
  error: errorMessageSchema,
} as const;

export const serverMessageSchema = z.discriminatedUnion('type', [
  pingMessageSchema,
  initialMessageSchema,
  userTranscriptMessageSchema,
  modelResponseMessageSchema,
  modelRepeatResponseMessageSchema,
  hintResponseMessageSchema,
  analyticsResponseMessageSchema,
  serverEndMessageSchema,
  toggleLeaveInterviewMessageSchema,
  errorMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

export const SERVER_MESSAGE_TYPES = Object.keys(serverMessageSchemas) as ServerMessageType[];

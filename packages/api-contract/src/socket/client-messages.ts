import { z } from 'zod';
import { base64Schema, deviceSchema, idSchema, metadataSchema } from './shared.ts';

// Objects are not strict: unknown keys are dropped on parse (not rejected) so either side can add a field
// before the other learns about it. See decision 0121.

/** First frame after the socket opens (the spec's "Join message"). */
export const joinMessageSchema = z.object({
  type: z.literal('join'),
  interviewRoomId: idSchema,
  interviewLanguageId: idSchema,
  candidateId: idSchema,
  userAgent: z.string(),
  language: z.string(),
  screenWidth: z.number().int().nonnegative(),
  screenHeight: z.number().int().nonnegative(),
  devices: z.array(deviceSchema),
});
export type JoinMessage = z.infer<typeof joinMessageSchema>;

/** Answer to `ping`; carries the client's countdown so the server can detect drift and time out. */
export const pongMessageSchema = z.object({
  type: z.literal('pong'),
  eventId: z.string().min(1),
  timeRemaining: z.number().nonnegative(),
  metadata: metadataSchema,
});
export type PongMessage = z.infer<typeof pongMessageSchema>;

/** Recorded answer: webm, 16 kHz mono, Base64 without a data-URL prefix (spec). */
export const userResponseAudioMessageSchema = z.object({
  type: z.literal('user_response_audio'),
  audio_base_64: base64Schema.min(1, { message: 'No audio recorded. Please try again.' }),
  metadata: metadataSchema,
});
export type UserResponseAudioMessage = z.infer<typeof userResponseAudioMessageSchema>;

/**
 * The text of a typed answer: anything but blank. The one rule for it, checked by the client before it sends
 * (the room shows the message as a toast) and by the server when it parses the frame.
 */
export const answerTextSchema = z.string().regex(/\S/, { message: 'Message cannot be empty' });

/** Whether `text` may be sent as a typed answer (answerTextSchema, without building an error). */
export const isAnswerText = (text: string): boolean => answerTextSchema.safeParse(text).success;

/** Typed answer; the client trims it before sending. */
export const userResponseTextMessageSchema = z.object({
  type: z.literal('user_response_text'),
  message: answerTextSchema,
  metadata: metadataSchema,
});
export type UserResponseTextMessage = z.infer<typeof userResponseTextMessageSchema>;

export const requestRepeatResponseMessageSchema = z.object({
  type: z.literal('request_repeat_response'),
  metadata: metadataSchema,
});
export type RequestRepeatResponseMessage = z.infer<typeof requestRepeatResponseMessageSchema>;

/** The candidate leaves (End interview, or the countdown reached zero). */
export const clientEndMessageSchema = z.object({
  type: z.literal('end'),
  metadata: metadataSchema,
});
export type ClientEndMessage = z.infer<typeof clientEndMessageSchema>;

export const clientMessageSchemas = {
  join: joinMessageSchema,
  pong: pongMessageSchema,
  user_response_audio: userResponseAudioMessageSchema,
  user_response_text: userResponseTextMessageSchema,
  request_repeat_response: requestRepeatResponseMessageSchema,
  end: clientEndMessageSchema,
} as const;

export const clientMessageSchema = z.discriminatedUnion('type', [
  joinMessageSchema,
  pongMessageSchema,
  userResponseAudioMessageSchema,
  userResponseTextMessageSchema,
  requestRepeatResponseMessageSchema,
  clientEndMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];
export type ClientMessageOf<T extends ClientMessageType> = Extract<ClientMessage, { type: T }>;

export const CLIENT_MESSAGE_TYPES = Object.keys(clientMessageSchemas) as ClientMessageType[];

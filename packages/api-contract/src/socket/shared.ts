import { z } from 'zod';

/**
 * Opaque session metadata. The server owns its shape; the client stores the latest value it received
 * (initial_message, model_response, model_repeat_response) and echoes it back verbatim in every client
 * message. Modelled as a JSON object rather than a string so that servers can evolve it freely while a
 * stray string or array (a sign of a client bug) is still rejected. See decision 0120.
 */
export const metadataSchema = z.record(z.string(), z.unknown());
export type Metadata = z.infer<typeof metadataSchema>;

/** Opaque identifier, same limits as the HTTP `Id` schema in openapi.yaml. */
export const idSchema = z.string().min(1).max(64);

export const chatSenderSchema = z.enum(['MODEL', 'CANDIDATE']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** Same shape as the HTTP `Chat` schema in openapi.yaml, so transcripts from both channels merge. */
export const chatSchema = z.object({
  id: idSchema,
  sender: chatSenderSchema,
  timestamp: z.iso.datetime({ offset: true, message: 'expected an ISO 8601 date-time with offset' }),
  sentences: z.array(z.string()),
});
export type Chat = z.infer<typeof chatSchema>;

export const deviceKindSchema = z.enum(['audioinput', 'audiooutput']);
export type DeviceKind = z.infer<typeof deviceKindSchema>;

/**
 * One entry of MediaDevices.enumerateDevices(). Label, id and group id are legitimately empty strings
 * before the user grants media permission, so no minimum length is enforced.
 */
export const deviceSchema = z.object({
  deviceName: z.string(),
  deviceId: z.string(),
  deviceKind: deviceKindSchema,
  deviceGroupId: z.string(),
  deviceSelected: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

// A plain character class instead of zod's z.base64(): its grouped regex recurses per 4-char block and
// overflows V8's regexp stack on a multi-megabyte recording (120 s of audio). Length % 4 is checked apart.
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;

/** Standard (not URL-safe) padded Base64, as produced by FileReader.readAsDataURL without its prefix. */
export const base64Schema = z
  .string()
  .regex(BASE64_CHARS, { message: 'expected Base64 text' })
  .refine((value) => value.length % 4 === 0, {
    message: 'expected Base64 text (length must be a multiple of 4)',
  });

// Browser-safe entry of @mockint/api-contract: generated HTTP types, their aliases, runtime enum values and
// the socket protocol. Node-only helpers (file paths of the contract) live in ./node/.
export type { paths, components, operations, webhooks } from '../generated/openapi.d.ts';
export * from './http/index.ts';
export * from './socket/index.ts';
// Both halves name these; they are the same shape (the socket zod schema mirrors the HTTP one). The HTTP
// aliases win at the root; the zod-inferred ones stay available from '@mockint/api-contract/socket'.
export type { Chat, ChatSender } from './http/index.ts';

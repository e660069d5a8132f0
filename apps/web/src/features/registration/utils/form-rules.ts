// zod/mini: the wizards are first-load pages, and mini leaves out classic's methods and JSON-schema code
// (decision 0461). The room's socket protocol keeps classic zod; it loads with the room, not here.
import * as z from 'zod/mini';
import { REGISTRATION_NAME_MAX_LENGTH } from '@mockint/api-contract';

/** Filled in: not empty once trimmed. */
export const requiredText = z.string().check(z.trim(), z.minLength(1));

/** Filled in, and at most `max` characters once trimmed. */
export const requiredTextUpTo = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Free-text names the contract bounds (company, country, job role). */
export const nameText = requiredTextUpTo(REGISTRATION_NAME_MAX_LENGTH);

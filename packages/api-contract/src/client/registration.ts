import type { components } from '../../generated/openapi.d.ts';
import type { ApiClient } from './create-api-client.ts';

export type RegistrationInput = components['schemas']['RegistrationInput'];
export type JobInterviewRegistrationInput = components['schemas']['JobInterviewRegistrationInput'];
export type SalaryNegotiationRegistrationInput = components['schemas']['SalaryNegotiationRegistrationInput'];

/** Multipart part names fixed by the spec ("JSON part named input", "second part named resume"). */
export const REGISTRATION_INPUT_PART = 'input';
export const REGISTRATION_RESUME_PART = 'resume';

/**
 * Builds the registration multipart body. `input` goes as a Blob typed application/json (not a plain string
 * field) so servers that bind parts by content type (e.g. Spring's @RequestPart) parse it as JSON.
 * The browser sets the multipart Content-Type with its boundary; never set it by hand.
 */
export function toRegistrationFormData(input: RegistrationInput, resume?: Blob | null): FormData {
  const form = new FormData();
  form.append(REGISTRATION_INPUT_PART, new Blob([JSON.stringify(input)], { type: 'application/json' }));
  if (resume) {
    const fileName = resume instanceof File && resume.name ? resume.name : 'resume.pdf';
    form.append(REGISTRATION_RESUME_PART, resume, fileName);
  }
  return form;
}

/**
 * POST /interviews/register with a real multipart body. Same result shape as any openapi-fetch call:
 * `{ data }` on 200, `{ error }` (typed BadRequestEnvelope | ErrorEnvelope) on 400/403/500; other statuses throw.
 */
export function registerInterview(
  client: ApiClient,
  input: RegistrationInput,
  resume?: Blob | null,
  init?: { signal?: AbortSignal },
) {
  return client.POST('/interviews/register', {
    // `body` only satisfies the type and triggers serialization; the serializer below builds the real form.
    body: { input },
    bodySerializer: () => toRegistrationFormData(input, resume),
    ...(init?.signal ? { signal: init.signal } : {}),
  });
}

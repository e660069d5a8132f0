import { RESUME_MAX_BYTES } from '@mockint/api-contract';

export { RESUME_MAX_BYTES };
export const RESUME_TOO_LARGE = 'Resume file size must not exceed 5MB.';

/** Client-side resume check (spec); returns the exact error message, or null when the file is fine. */
export function validateResume(file: { name: string; type: string; size: number }): string | null {
  const isPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return 'Only PDF files are allowed.';
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE;
  return null;
}

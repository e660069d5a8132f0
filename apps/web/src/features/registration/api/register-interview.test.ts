import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationInput } from '@mockint/api-contract/client';
import { registerInterview } from './register-interview';

vi.mock('@/lib/navigation', () => ({ navigateTo: vi.fn() }));

const input = { interviewType: 'JOB_INTERVIEW', candidateId: 'c1' } as unknown as RegistrationInput;

function answer(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('registerInterview', () => {
  it.each([401, 404, 409, 502, 503])('shows the spec message for a %i answer', async (status) => {
    answer(() => json(status, { status, message: 'Conflict', data: null }));
    await expect(registerInterview({ input })).resolves.toEqual({
      kind: 'error',
      message: 'Failed to register interview. Please try again.',
    });
  });

  it('still reads the named 400 codes', async () => {
    answer(() => json(400, { status: 400, message: 'FILE_SIZE_EXCEEDED', data: null }));
    await expect(registerInterview({ input })).resolves.toEqual({
      kind: 'error',
      message: 'Resume file size must not exceed 5MB.',
    });
  });

  it('keeps the exception message when nothing answered', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(registerInterview({ input })).resolves.toEqual({
      kind: 'error',
      message: 'An error occurred while registering the interview. Please try again.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiHttpError, ApiRateLimitedError } from '@mockint/api-contract/client';
import { rateLimitMessage, waitText } from './rate-limit';

const request = { method: 'POST', url: 'http://api.test/api/v1/interviews/register' };

describe('rateLimitMessage', () => {
  it('says when to try again, from the seconds the API asked for', () => {
    expect(rateLimitMessage(new ApiRateLimitedError(request, 30))).toBe(
      'Too many requests. Please try again in 30 seconds.',
    );
    expect(rateLimitMessage(new ApiRateLimitedError(request, 150))).toBe(
      'Too many requests. Please try again in 3 minutes.',
    );
    expect(rateLimitMessage(new ApiRateLimitedError(request, undefined))).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('leaves every other error to the caller', () => {
    expect(rateLimitMessage(new ApiHttpError(503, 'HTTP 503', request))).toBeUndefined();
    expect(rateLimitMessage(new Error('boom'))).toBeUndefined();
  });
});

describe('waitText', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
  ])('%d s → %s', (seconds, text) => expect(waitText(seconds)).toBe(text));
});

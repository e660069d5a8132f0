import { describe, expect, it } from 'vitest';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiRateLimitedError,
  ApiUnauthorizedError,
} from '@mockint/api-contract/client';
import { answeredHttpError, rateLimitMessage, waitText } from './rate-limit';

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

describe('answeredHttpError', () => {
  it('hands back a status the client threw for, for the caller to interpret', () => {
    const unavailable = new ApiHttpError(503, 'HTTP 503', request, { status: 503 });
    expect(answeredHttpError(unavailable)).toBe(unavailable);
    const unauthorized = new ApiUnauthorizedError(request);
    expect(answeredHttpError(unauthorized)?.status).toBe(401);
  });

  it('never a 429 (it has its own message) nor a call without an answer', () => {
    expect(answeredHttpError(new ApiRateLimitedError(request, 30))).toBeUndefined();
    expect(answeredHttpError(new ApiNetworkError(request, new Error('offline')))).toBeUndefined();
    expect(answeredHttpError(new Error('boom'))).toBeUndefined();
  });
});

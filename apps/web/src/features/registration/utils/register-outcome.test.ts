import { describe, expect, it } from 'vitest';
import {
  REGISTER_EXCEPTION_MESSAGE,
  REGISTER_FAILED_MESSAGE,
  interpretRegisterResponse,
} from './register-outcome';

const bad = (message: string) => interpretRegisterResponse(400, { status: 400, message });

describe('interpretRegisterResponse', () => {
  it('goes to the join page on success', () => {
    expect(interpretRegisterResponse(200, { status: 200, data: { id: 'abc 1' } })).toEqual({
      kind: 'success',
      sessionId: 'abc 1',
      redirect: '/interview/join?session=abc%201',
    });
  });
  it('maps the quota codes to their toast and redirect', () => {
    expect(bad('BENEFIT_QUOTA_EXCEEDED')).toEqual({
      kind: 'error',
      message: 'Quota limit reached. Upgrade your plan to start a new interview',
      redirect: '/app/subscriptions',
    });
    expect(bad('INTERVIEW_QUOTA_EXCEEDED')).toEqual({
      kind: 'error',
      message:
        "We've hit the daily mock interview limit for Free users. Please consider upgrading your plan.",
      redirect: '/app/dashboard',
    });
  });
  it('maps the file codes to their toasts without redirect', () => {
    expect(bad('FILE_EXTENSION_NOT_ALLOWED')).toEqual({
      kind: 'error',
      message: 'Only PDF files are allowed for resume upload.',
    });
    expect(bad('FILE_SIZE_EXCEEDED')).toEqual({
      kind: 'error',
      message: 'Resume file size must not exceed 5MB.',
    });
    expect(bad('FILE_UPLOAD_FAILED')).toEqual({
      kind: 'error',
      message: 'Resume upload failed. Please try another resume file.',
    });
  });
  it('shows other 400 messages verbatim', () => {
    expect(bad('Company name is required')).toEqual({
      kind: 'error',
      message: 'Failed to register interview: Company name is required',
    });
  });
  it('treats other statuses and a missing id as a failed registration', () => {
    expect(interpretRegisterResponse(500, { status: 500, message: 'boom' })).toEqual({
      kind: 'error',
      message: REGISTER_FAILED_MESSAGE,
    });
    expect(interpretRegisterResponse(200, { status: 200, data: {} })).toEqual({
      kind: 'error',
      message: REGISTER_FAILED_MESSAGE,
    });
    expect(interpretRegisterResponse(200, { status: 200, data: null })).toEqual({
      kind: 'error',
      message: REGISTER_FAILED_MESSAGE,
    });
  });
  it('treats a body status that disagrees with HTTP as an exception', () => {
    expect(interpretRegisterResponse(200, { status: 500, data: { id: 'x' } })).toEqual({
      kind: 'error',
      message: REGISTER_EXCEPTION_MESSAGE,
    });
  });
});

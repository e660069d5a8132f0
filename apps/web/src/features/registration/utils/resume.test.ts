import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES, validateResume } from './resume';

describe('validateResume', () => {
  it('accepts PDFs up to 5,000,000 bytes', () => {
    expect(validateResume({ name: 'cv.pdf', type: 'application/pdf', size: RESUME_MAX_BYTES })).toBeNull();
    expect(validateResume({ name: 'CV.PDF', type: '', size: 10 })).toBeNull();
  });
  it('rejects other types', () => {
    expect(validateResume({ name: 'cv.docx', type: 'application/msword', size: 10 })).toBe(
      'Only PDF files are allowed.',
    );
    expect(validateResume({ name: 'cv.pdf', type: 'image/png', size: 10 })).toBe(
      'Only PDF files are allowed.',
    );
  });
  it('rejects files over the limit', () => {
    expect(validateResume({ name: 'cv.pdf', type: 'application/pdf', size: RESUME_MAX_BYTES + 1 })).toBe(
      'Resume file size must not exceed 5MB.',
    );
  });
});

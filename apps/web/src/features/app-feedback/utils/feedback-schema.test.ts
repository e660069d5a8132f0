import { describe, expect, it } from 'vitest';
import { emptyCommentMessageFor } from './feedback-schema';

describe('emptyCommentMessageFor', () => {
  it.each(['/interview/join', '/interview/room', '/interview/feedback', '/interview/feedback/'])(
    "uses the join area's wording on %s",
    (path) => expect(emptyCommentMessageFor(path)).toBe('Comment is required'),
  );
  it.each(['/app/dashboard', '/app/interview-sessions/report', '/interview/template-selection', '/'])(
    "uses the page-level dialog's wording on %s",
    (path) => expect(emptyCommentMessageFor(path)).toBe('Please ensure the feedback is not empty.'),
  );
});

import { z } from 'zod';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
} from '@mockint/api-contract';

export const EMPTY_COMMENT_MESSAGE = 'Please ensure the feedback is not empty.';
export const RATING_REQUIRED_MESSAGE = 'Rating is required';

export const RATINGS = [
  { value: 1, emoji: '😠', label: 'Very dissatisfied' },
  { value: 2, emoji: '😞', label: 'Dissatisfied' },
  { value: 3, emoji: '😐', label: 'Neutral' },
  { value: 4, emoji: '😊', label: 'Satisfied' },
  { value: 5, emoji: '😍', label: 'Very satisfied' },
] as const;

export const feedbackFormSchema = z.object({
  rating: z
    .number({ error: RATING_REQUIRED_MESSAGE })
    .int()
    .min(FEEDBACK_RATING_MIN, RATING_REQUIRED_MESSAGE)
    .max(FEEDBACK_RATING_MAX),
  comment: z
    .string()
    .trim()
    .min(1, EMPTY_COMMENT_MESSAGE)
    .max(
      FEEDBACK_COMMENT_MAX_LENGTH,
      `Please keep the feedback under ${FEEDBACK_COMMENT_MAX_LENGTH} characters.`,
    ),
  name: z
    .string()
    .trim()
    .max(FEEDBACK_NAME_MAX_LENGTH, `Please keep the name under ${FEEDBACK_NAME_MAX_LENGTH} characters.`),
});

export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;

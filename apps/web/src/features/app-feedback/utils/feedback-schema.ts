import { z } from 'zod';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
} from '@mockint/api-contract';
import { paths } from '@/config/paths';

export const EMPTY_COMMENT_MESSAGE = 'Please ensure the feedback is not empty.';
/** The join area's wording of the same rule (spec). */
export const COMMENT_REQUIRED_MESSAGE = 'Comment is required';

/** The live interview flow: join, room and feedback pages (the spec's "join area", decision 0524). */
const JOIN_AREA_PATHS: readonly string[] = [
  paths.interviewJoin,
  paths.interviewRoom,
  paths.interviewFeedback,
];

/** Which empty-comment message the dialog shows on `pathname`. */
export function emptyCommentMessageFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return JOIN_AREA_PATHS.includes(path) ? COMMENT_REQUIRED_MESSAGE : EMPTY_COMMENT_MESSAGE;
}

export const RATING_REQUIRED_MESSAGE = 'Rating is required';

export const RATINGS = [
  { value: 1, emoji: '😠', label: 'Very dissatisfied' },
  { value: 2, emoji: '😞', label: 'Dissatisfied' },
  { value: 3, emoji: '😐', label: 'Neutral' },
  { value: 4, emoji: '😊', label: 'Satisfied' },
  { value: 5, emoji: '😍', label: 'Very satisfied' },
] as const;

export const feedbackFormSchemaFor = (emptyCommentMessage: string) =>
  z.object({
    rating: z
      .number({ error: RATING_REQUIRED_MESSAGE })
      .int()
      .min(FEEDBACK_RATING_MIN, RATING_REQUIRED_MESSAGE)
      .max(FEEDBACK_RATING_MAX),
    comment: z
      .string()
      .trim()
      .min(1, emptyCommentMessage)
      .max(
        FEEDBACK_COMMENT_MAX_LENGTH,
        `Please keep the feedback under ${FEEDBACK_COMMENT_MAX_LENGTH} characters.`,
      ),
    name: z
      .string()
      .trim()
      .max(FEEDBACK_NAME_MAX_LENGTH, `Please keep the name under ${FEEDBACK_NAME_MAX_LENGTH} characters.`),
  });

export const feedbackFormSchema = feedbackFormSchemaFor(EMPTY_COMMENT_MESSAGE);

export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;

import { z } from 'zod';

// The interview scripts (data/*.json). Every spoken sentence is pre-rendered to audio by
// scripts/make-audio.sh, so sentences are fixed text; room-specific wording ({companyName}, …) is allowed in
// hints only. See docs/decisions/0301-interview-scenarios-as-data.md.

// Two sentences minimum so the client's audio queue (300 ms pause, final_sentence) is always exercised.
// 800 characters leaves room for the long-captions fixture, whose one sentence must overflow three caption lines
// even on a wide desktop layout.
const sentencesSchema = z.array(z.string().trim().min(1).max(800)).min(2).max(6);

const PLACEHOLDERS = [
  'companyName',
  'jobRole',
  'experienceLevel',
  'candidateName',
  'interviewerName',
  'salaryExpectation',
  'offer',
] as const;
export type TemplateVar = (typeof PLACEHOLDERS)[number];

const templateSchema = z
  .string()
  .trim()
  .min(1)
  .refine(
    (text) =>
      [...text.matchAll(/\{(\w+)\}/g)].every((m) => (PLACEHOLDERS as readonly string[]).includes(m[1] ?? '')),
    {
      message: `unknown placeholder; allowed: ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
    },
  );

/** Negotiation rooms: the recruiter's offer while this turn is spoken, as a share of the candidate's expectation. */
const offerFactorSchema = z.number().min(0.5).max(1.2).optional();

export const questionTurnSchema = z.object({
  sentences: sentencesSchema,
  /** Smart Answer Suggestion, sent as hint_response with the question. */
  hint: templateSchema,
  /** What the mock "hears" for a recorded answer: it does no speech recognition. */
  candidateAnswer: z.string().trim().min(1),
  offerFactor: offerFactorSchema,
});
export type QuestionTurn = z.infer<typeof questionTurnSchema>;

export const interviewScriptSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  kind: z.enum(['JOB_INTERVIEW', 'SALARY_NEGOTIATION']),
  /** Matches the interviewer's language id without its `lang-` prefix (en, id, …). */
  language: z.string().min(2),
  /** espeak-ng voice used by make-audio.sh. */
  voice: z.string().min(2),
  /** Test fixtures: never chosen by selectScript, only when pinned via PUT /__mock/ws/rooms/:id/scenario. */
  pinnedOnly: z.boolean().optional(),
  /** Lower-case job-role labels and experience-level words this script fits; empty lists match anything. */
  match: z.object({ jobRoles: z.array(z.string()), experienceLevels: z.array(z.string()) }),
  opening: questionTurnSchema,
  questions: z
    .array(questionTurnSchema.extend({ topic: z.string().min(1), followUp: questionTurnSchema }))
    .min(2),
  closing: z.object({ sentences: sentencesSchema }),
});
export type InterviewScript = z.infer<typeof interviewScriptSchema>;

export const audioManifestSchema = z.object({
  format: z.object({ container: z.string(), codec: z.string(), mimeType: z.string(), encoder: z.string() }),
  scenarios: z.record(
    z.string(),
    z.object({
      voice: z.string(),
      lines: z.record(
        z.string(),
        z.object({
          file: z.string(),
          durationMs: z.number().int().positive(),
          bytes: z.number().int().positive(),
          transcript: z.string(),
          hash: z.string(),
        }),
      ),
    }),
  ),
});
export type AudioManifest = z.infer<typeof audioManifestSchema>;

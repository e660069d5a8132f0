import { runLimits, text, type LimitRow } from '../limits.ts';
import { dataOf } from '../suite.ts';
import {
  consentPayload,
  consentRows,
  consentUrlRows,
  firstNonPremium,
  type ConformanceCase,
  type Json,
  type SuiteState,
} from './shared.ts';

// Smallest well-formed PDF: registration checks resumes by content (magic bytes), not by name.
const TINY_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

function registrationInput(state: SuiteState): Json | undefined {
  const setup = state.setup;
  if (!setup || !state.candidateId) return undefined;
  const interviewer = firstNonPremium(setup.interviewers);
  const duration = firstNonPremium(setup.durations);
  const level = firstNonPremium(setup.experienceLevels);
  const role = (setup.jobRoles as Json[] | undefined)?.[0];
  const country = (setup.countries as Json[] | undefined)?.[0];
  if (!interviewer || !duration || !level) return undefined;
  return {
    interviewType: 'JOB_INTERVIEW',
    candidateId: state.candidateId,
    interviewerId: interviewer.id,
    interviewDurationId: duration.id,
    countryName: country?.label ?? 'United States',
    companyName: 'Contract Test Corp',
    jobDescription: 'Build and ship a React and TypeScript web application with a small, friendly team.',
    interviewExperienceLevelId: level.id,
    interviewJobRoleName: role?.label ?? 'Frontend Engineer',
    context: {},
    candidateConsent: consentPayload('INTERVIEW_REGISTRATION'),
  };
}

function registrationForm(
  input: Json | string,
  resume?: { bytes: string; name: string; type: string },
): FormData {
  const form = new FormData();
  // Browsers send the JSON as a Blob part of type application/json (see RegisterInterviewForm); a string is
  // sent as the plain text field the contract also allows.
  if (typeof input === 'string') form.append('input', input);
  else form.append('input', new Blob([JSON.stringify(input)], { type: 'application/json' }), 'input.json');
  if (resume) form.append('resume', new Blob([resume.bytes], { type: resume.type }), resume.name);
  return form;
}

// Limits of RegisterInterviewForm: the input as text, and the resume part.
const REGISTRATION_INPUT_MAX_LENGTH = 16_384;
const RESUME_MAX_BYTES = 5_000_000;
/** The registration JSON as text of exactly n characters (JSON allows trailing whitespace). */
const paddedInput = (input: Json, n: number): string => JSON.stringify(input).padEnd(n, ' ');
/** A PDF of exactly n bytes (comment padding before %%EOF is still a PDF by its magic bytes). */
const pdfOfBytes = (n: number): string => TINY_PDF + '%'.repeat(n - TINY_PDF.length);

const registrationNameRows: LimitRow[] = [
  { field: 'countryName', limit: 100, value: text },
  { field: 'companyName', limit: 100, value: text },
  { field: 'interviewJobRoleName', limit: 100, value: text },
];

function salaryInput(state: SuiteState, base: Json): Json | undefined {
  const scenario = firstNonPremium(state.setup?.scenarios);
  const currency = firstNonPremium(state.setup?.salaryCurrencies);
  if (!scenario || !currency) return undefined;
  const { jobDescription: _omit, ...rest } = base;
  return {
    ...rest,
    interviewType: 'SALARY_NEGOTIATION',
    interviewScenarioId: scenario.id,
    interviewSalaryCurrencyId: currency.id,
    salaryExpectation: 10_000,
    salaryPaymentPeriod: 'MONTHLY',
  };
}

export const registerInterview: ConformanceCase = {
  operationId: 'registerInterview',
  changesData: true,
  async run({ session, state }) {
    const input = registrationInput(state);
    if (!input)
      return session.skip('registerInterview', 'valid', 'no setup lists to build a registration from');
    await session.call('registerInterview', {
      label: '400 resume that is not a PDF',
      form: registrationForm(input, {
        bytes: 'plain text, not a PDF',
        name: 'resume.pdf',
        type: 'application/pdf',
      }),
      expect: 400,
    });
    const registered = dataOf(
      await session.call('registerInterview', {
        label: 'valid (multipart, with a PDF resume)',
        form: registrationForm(input, { bytes: TINY_PDF, name: 'resume.pdf', type: 'application/pdf' }),
        expect: 200,
      }),
    );
    if (typeof registered?.id === 'string') state.registeredRoom = { id: registered.id };
    // Every field at its limit in one registration (one credit), sent as the text field of exactly
    // REGISTRATION_INPUT_MAX_LENGTH characters with a resume of exactly RESUME_MAX_BYTES.
    await runLimits(session, {
      operationId: 'registerInterview',
      rows: [
        ...registrationNameRows,
        { field: 'jobDescription', limit: 2500, value: text },
        ...consentRows('candidateConsent.'),
        ...consentUrlRows('candidateConsent.'),
      ],
      base: { body: input },
      fieldPrefix: 'input.',
      call: ({ body, atLimit }) => ({
        form: registrationForm(
          paddedInput(body, REGISTRATION_INPUT_MAX_LENGTH),
          atLimit
            ? { bytes: pdfOfBytes(RESUME_MAX_BYTES), name: 'resume.pdf', type: 'application/pdf' }
            : undefined,
        ),
      }),
      accepted: { status: 200 },
    });
    // The at-limit calls above sent the input text and the resume at exactly these limits.
    session.coverLimit('registerInterview', 'input');
    session.coverLimit('registerInterview', 'resume');
    await session.call('registerInterview', {
      label: `400 input one past ${REGISTRATION_INPUT_MAX_LENGTH} characters`,
      form: registrationForm(paddedInput(input, REGISTRATION_INPUT_MAX_LENGTH + 1)),
      expect: 400,
    });
    await session.call('registerInterview', {
      label: `400 resume one past ${RESUME_MAX_BYTES} bytes`,
      form: registrationForm(input, {
        bytes: pdfOfBytes(RESUME_MAX_BYTES + 1),
        name: 'resume.pdf',
        type: 'application/pdf',
      }),
      expect: 400,
    });
    const salary = salaryInput(state, input);
    if (!salary) return session.skip('registerInterview', 'salary limits', 'no scenarios or currencies');
    await runLimits(session, {
      operationId: 'registerInterview',
      rows: [{ field: 'salaryExpectation', limit: 1_000_000_000, value: (n) => n }],
      base: { body: salary },
      fieldPrefix: 'input.',
      call: ({ body }) => ({ form: registrationForm(body) }),
      accepted: { status: 200 },
    });
  },
};

// Limits the contract enforces (maxLength / descriptions in openapi.yaml), as values for forms and servers.
// test/openapi-exports.test.ts checks each against the yaml.

/** ExtractJobDescriptionRequest.jobDescription / JobInterviewRegistrationInput.jobDescription maxLength. */
export const JOB_DESCRIPTION_MAX_LENGTH = 2500;
/** Resume part limit in bytes (FILE_SIZE_EXCEEDED above it). */
export const RESUME_MAX_BYTES = 5_000_000;
/** The only accepted resume media type (FILE_EXTENSION_NOT_ALLOWED otherwise). */
export const RESUME_MEDIA_TYPE = 'application/pdf';
/** UpdateCandidateRequest.nickname maxLength. */
export const NICKNAME_MAX_LENGTH = 50;
/** ApplicationFeedbackSubmission.comment maxLength. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
/** ApplicationFeedbackSubmission.candidateName maxLength. */
export const FEEDBACK_NAME_MAX_LENGTH = 100;
/** ApplicationFeedbackSubmission.rating bounds. */
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
/** Pagination `size` bounds. */
export const PAGE_SIZE_MAX = 100;
/** Registration companyName / countryName / interviewJobRoleName maxLength (both interview types). */
export const REGISTRATION_NAME_MAX_LENGTH = 100;
/** SalaryNegotiationRegistrationInput.salaryExpectation maximum (exclusive minimum 0). */
export const SALARY_EXPECTATION_MAX = 1_000_000_000;
/** Pagination `page` maximum (zero-based). */
export const PAGE_MAX = 10_000;
/** RegisterInterviewForm.input maxLength: the registration JSON as text (the app's largest is ~3 kB). */
export const REGISTRATION_INPUT_MAX_LENGTH = 16_384;

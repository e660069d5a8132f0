import type { components, operations } from '../../generated/openapi.d.ts';

type Schemas = components['schemas'];

// One alias per named schema of openapi.yaml, so consumers never spell components['schemas'][...].
// test/openapi-exports.test.ts fails when a schema is added without an alias here.

export type Envelope = Schemas['Envelope'];
export type EmptyEnvelope = Schemas['EmptyEnvelope'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
export type BadRequestEnvelope = Schemas['BadRequestEnvelope'];
export type ApiErrorCode = Schemas['ApiErrorCode'];
export type Id = Schemas['Id'];
export type RoomStatus = Schemas['RoomStatus'];
export type InterviewType = Schemas['InterviewType'];
export type ChatSender = Schemas['ChatSender'];
export type SalaryPaymentPeriod = Schemas['SalaryPaymentPeriod'];
export type TransactionType = Schemas['TransactionType'];
export type OrderStatus = Schemas['OrderStatus'];
export type ConsentType = Schemas['ConsentType'];
export type CandidateTier = Schemas['CandidateTier'];
export type LabeledRef = Schemas['LabeledRef'];
export type AuthorizationUriRequest = Schemas['AuthorizationUriRequest'];
export type AuthorizationUri = Schemas['AuthorizationUri'];
export type ExchangeCodeRequest = Schemas['ExchangeCodeRequest'];
export type SignInResult = Schemas['SignInResult'];
export type CandidateCredits = Schemas['CandidateCredits'];
export type Candidate = Schemas['Candidate'];
export type UpdateCandidateRequest = Schemas['UpdateCandidateRequest'];
export type Interviewer = Schemas['Interviewer'];
export type InterviewLanguage = Schemas['InterviewLanguage'];
export type SalaryCurrencyRef = Schemas['SalaryCurrencyRef'];
export type Chat = Schemas['Chat'];
export type InterviewRoom = Schemas['InterviewRoom'];
export type InterviewRoomPage = Schemas['InterviewRoomPage'];
export type InterviewStats = Schemas['InterviewStats'];
export type ResumeLink = Schemas['ResumeLink'];
export type FeedbackScore = Schemas['FeedbackScore'];
export type InterviewFeedback = Schemas['InterviewFeedback'];
export type LatestFeedback = Schemas['LatestFeedback'];
export type ConsentCheckRequest = Schemas['ConsentCheckRequest'];
export type ConsentPayload = Schemas['ConsentPayload'];
export type ConsentVersion = Schemas['ConsentVersion'];
export type SetupOption = Schemas['SetupOption'];
export type CountryOption = Schemas['CountryOption'];
export type JobRoleOption = Schemas['JobRoleOption'];
export type CompanyOption = Schemas['CompanyOption'];
export type SalaryCurrencyOption = Schemas['SalaryCurrencyOption'];
export type InterviewSetup = Schemas['InterviewSetup'];
export type ExtractJobDescriptionRequest = Schemas['ExtractJobDescriptionRequest'];
export type ExtractJobDescriptionResult = Schemas['ExtractJobDescriptionResult'];
export type InterviewTemplate = Schemas['InterviewTemplate'];
export type RegistrationContext = Schemas['RegistrationContext'];
export type JobInterviewRegistrationInput = Schemas['JobInterviewRegistrationInput'];
export type SalaryNegotiationRegistrationInput = Schemas['SalaryNegotiationRegistrationInput'];
export type RegistrationInput = Schemas['RegistrationInput'];
export type RegisterInterviewForm = Schemas['RegisterInterviewForm'];
export type RegistrationResult = Schemas['RegistrationResult'];
export type ApplicationPlan = Schemas['ApplicationPlan'];
export type Transaction = Schemas['Transaction'];
export type TransactionPage = Schemas['TransactionPage'];
export type JoinInterviewRequest = Schemas['JoinInterviewRequest'];
export type RevokeSessionRequest = Schemas['RevokeSessionRequest'];
export type EndInterviewRequest = Schemas['EndInterviewRequest'];
export type ApplicationFeedbackSubmission = Schemas['ApplicationFeedbackSubmission'];

/** Every operationId of the contract. */
export type OperationId = keyof operations;

/** Full 200 JSON body (envelope) of an operation. */
export type SuccessBody<Op extends OperationId> =
  operations[Op]['responses'][200]['content']['application/json'];

/** `data` of an operation's 200 answer, e.g. `SuccessData<'getCurrentCandidate'>` is `Candidate`. */
export type SuccessData<Op extends OperationId> = SuccessBody<Op>['data'];

/** Request body of an operation (never for operations without one). */
export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: { content: infer C } }
  ? C[keyof C]
  : never;

/** Any error body the API can send (400 carries a code in `message`). */
export type ApiErrorBody = ErrorEnvelope | BadRequestEnvelope;

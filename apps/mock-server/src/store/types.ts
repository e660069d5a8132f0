// Internal records of the mock's state. Routes map these to the contract's DTOs (src/routes/present.ts), so the
// store can keep bookkeeping fields (owner ids, expiry times) that never leave the server. Every enum is the
// contract's: the store never spells a wire value list of its own (import them from the contract).
import type {
  ChatSender,
  ConsentType,
  InterviewType,
  OrderStatus,
  RoomStatus,
  SalaryPaymentPeriod,
  TransactionType,
} from '@mockint/api-contract';

export interface CandidateRecord {
  id: string;
  /** Persona this candidate was seeded or cloned from; null for none. */
  persona: string | null;
  fullName: string;
  nickname: string | null;
  email: string;
  avatar: string | null;
  credits: number;
  tier: string;
  createdAt: string;
}

export interface ChatRecord {
  id: string;
  sender: ChatSender;
  timestamp: string;
  sentences: string[];
}

export interface ResumeRecord {
  fileName: string;
  size: number;
  /** Base64 of the PDF: keeps the state file JSON-serialisable. */
  contentBase64: string;
  uploadedAt: string;
}

export interface RoomRecord {
  id: string;
  candidateId: string;
  status: RoomStatus;
  interviewType: InterviewType;
  interviewerId: string;
  interviewDurationId: string;
  countryName: string;
  companyName: string;
  jobDescription: string | null;
  interviewExperienceLevelId: string;
  interviewJobRoleName: string;
  interviewScenarioId: string | null;
  interviewSalaryCurrencyId: string | null;
  salaryExpectation: number | null;
  salaryPaymentPeriod: SalaryPaymentPeriod | null;
  salaryFinalOffer: number | null;
  candidateConsent: boolean;
  createdAt: string;
  registeredAt: string;
  joinedAt: string | null;
  finishedAt: string | null;
  timeRemaining: number | null;
  timedOut: boolean;
  chats: ChatRecord[];
  resume: ResumeRecord | null;
  /** Bumped by revoke so a socket holder can tell its session was replaced. */
  sessionEpoch: number;
}

export interface ScoreRecord {
  category: string;
  score: number;
}

/** What the feedback generator produces for a finished session. */
export interface FeedbackContent {
  overallScore: number;
  scores: ScoreRecord[];
  summary: string;
  strengths: string[];
  areasToImprove: string[];
  actionableTips: string[];
}

export interface FeedbackRecord extends FeedbackContent {
  id: string;
  interviewRoomId: string;
  candidateId: string;
  createdAt: string;
}

export interface TransactionRecord {
  id: string;
  candidateId: string;
  orderId: string;
  transactionType: TransactionType;
  planTitle: string | null;
  amount: number | null;
  currency: string | null;
  creditsAdded: number;
  orderStatus: OrderStatus;
  createdAt: string;
}

export interface ConsentRecord {
  candidateId: string;
  type: ConsentType;
  termsVersion: string;
  privacyVersion: string;
  termsUrl: string | null;
  privacyUrl: string | null;
  acceptedAt: string;
}

export interface ApplicationFeedbackRecord {
  id: string;
  candidateId: string;
  candidateName: string | null;
  rating: number;
  comment: string;
  interviewRoomId: string | null;
  createdAt: string;
}

export interface TokenRecord {
  token: string;
  kind: 'access' | 'refresh';
  candidateId: string;
  expiresAt: number;
}

export interface AuthFlowRecord {
  state: string;
  codeChallenge: string;
  redirectUri: string;
  createdAt: number;
  code: string | null;
  candidateId: string | null;
  used: boolean;
}

// ---- static catalogue (fixtures/seed/setup.json etc.) ----

export interface InterviewerOption {
  id: string;
  label: string;
  premium: boolean;
  agentId: string;
  nickname: string;
  fullName: string;
  languageId: string;
}
export interface LanguageOption {
  id: string;
  label: string;
}
export interface DurationOption {
  id: string;
  label: string;
  premium: boolean;
  seconds: number;
}
export interface PremiumOption {
  id: string;
  label: string;
  premium: boolean;
}
export interface JobRoleOption {
  id: string;
  label: string;
  /** Lower-case words that point to this role in a job description. */
  keywords: string[];
}
export interface ExperienceLevelOption extends PremiumOption {
  keywords: string[];
}
export interface CurrencyOption extends PremiumOption {
  code: string;
}
export interface SetupCatalogue {
  languages: LanguageOption[];
  interviewers: InterviewerOption[];
  durations: DurationOption[];
  countries: { label: string }[];
  scenarios: PremiumOption[];
  jobRoles: JobRoleOption[];
  experienceLevels: ExperienceLevelOption[];
  companies: { label: string }[];
  salaryCurrencies: CurrencyOption[];
}

export interface TemplateRecord {
  id: string;
  interviewType: InterviewType;
  companyName: string;
  /** Path served by the mock (/__mock/assets/...); made absolute per request. */
  companyLogoPath: string | null;
  countryName: string;
  interviewerId: string;
  interviewDurationId: string;
  interviewExperienceLevelId: string;
  interviewJobRoleId: string;
  interviewJobRoleName: string;
  jobDescription: string;
  sort: number;
}

export interface PlanRecord {
  id: string;
  title: string;
  description: string;
  price: number | null;
  credits: number;
  popular: boolean;
  benefits: { title: string }[];
  redirectPath: string | null;
  buttonText: string;
}

export interface PersistedState {
  version: 1;
  candidates: CandidateRecord[];
  rooms: RoomRecord[];
  feedbacks: FeedbackRecord[];
  transactions: TransactionRecord[];
  consents: ConsentRecord[];
  applicationFeedbacks: ApplicationFeedbackRecord[];
  tokens: TokenRecord[];
}

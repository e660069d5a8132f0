import { readFileSync } from 'node:fs';
import { FIXTURES_DIR } from '../lib/paths.ts';
import { buildFeedback } from './feedback.ts';
import { stableId } from './ids.ts';
import type {
  CandidateRecord,
  ChatRecord,
  ConsentRecord,
  FeedbackRecord,
  PlanRecord,
  RoomRecord,
  SetupCatalogue,
  TemplateRecord,
  TransactionRecord,
} from './types.ts';
import type { OrderStatus, SalaryPaymentPeriod, TransactionType } from '@mockint/api-contract';

export const SEED_DIR = `${FIXTURES_DIR}seed/`;

type Quality = 'strong' | 'average' | 'short';

interface SessionSeed {
  status: RoomRecord['status'];
  daysAgo: number;
  template?: string;
  salary?: {
    scenarioId: string;
    currencyId: string;
    salaryExpectation: number;
    salaryPaymentPeriod: SalaryPaymentPeriod;
    salaryFinalOffer: number | null;
    jobRoleName: string;
    experienceLevelId: string;
    companyName: string;
    countryName: string;
  };
  chatTurns?: number;
  quality?: Quality;
  elapsedSeconds?: number;
  resume?: boolean;
}

interface TransactionSeed {
  type: TransactionType;
  status: OrderStatus;
  planTitle: string | null;
  amount: number | null;
  credits: number;
  daysAgo: number;
}

export interface PersonaSeed {
  id: string;
  description: string;
  candidate: Omit<CandidateRecord, 'persona' | 'createdAt'> & { createdDaysAgo: number };
  consents: { type: ConsentRecord['type']; termsVersion: string; privacyVersion: string }[];
  sessions: SessionSeed[];
  transactions: TransactionSeed[];
  generate?: { sessions: number; transactions: number };
}

interface Conversations {
  opening: string[];
  questions: string[][];
  closing: string[];
  answers: Record<Quality, string[]>;
}

export interface Fixtures {
  setup: SetupCatalogue;
  templates: TemplateRecord[];
  plans: PlanRecord[];
  personas: PersonaSeed[];
  conversations: Conversations;
}

const readJson = <T>(dir: string, name: string): T => JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')) as T;

export function loadFixtures(dir = SEED_DIR): Fixtures {
  return {
    setup: readJson(dir, 'setup.json'),
    templates: readJson(dir, 'templates.json'),
    plans: readJson(dir, 'plans.json'),
    personas: readJson<{ personas: PersonaSeed[] }>(dir, 'personas.json').personas,
    conversations: readJson(dir, 'conversations.json'),
  };
}

export interface PersonaState {
  candidate: CandidateRecord;
  rooms: RoomRecord[];
  feedbacks: FeedbackRecord[];
  transactions: TransactionRecord[];
  consents: ConsentRecord[];
}

/** A tiny valid one-page PDF, used as the seeded resume. */
export const SAMPLE_RESUME_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 58>>stream\nBT /F1 24 Tf 72 720 Td (Alex Morgan - Resume) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const DAY = 86_400_000;

export function conversationChats(
  conv: Conversations,
  turns: number,
  quality: Quality,
  start: number,
  finished: boolean,
): ChatRecord[] {
  const chats: ChatRecord[] = [];
  let t = start;
  const push = (sender: ChatRecord['sender'], sentences: string[]) => {
    chats.push({
      id: stableId(`${start}:${chats.length}:${sender}`),
      sender,
      timestamp: new Date(t).toISOString(),
      sentences,
    });
    t += 25_000;
  };
  push('MODEL', conv.opening);
  const answers = conv.answers[quality];
  for (let i = 0; i < turns; i++) {
    push('CANDIDATE', [answers[i % answers.length] ?? '']);
    const q = conv.questions[i % conv.questions.length];
    if (i < turns - 1 && q) push('MODEL', q);
  }
  if (finished) push('MODEL', conv.closing);
  return chats;
}

export function buildPersonaState(
  persona: PersonaSeed,
  fx: Fixtures,
  now: number,
  candidateId = persona.candidate.id,
): PersonaState {
  const { createdDaysAgo, ...c } = persona.candidate;
  const candidate: CandidateRecord = {
    ...c,
    id: candidateId,
    persona: persona.id,
    createdAt: new Date(now - createdDaysAgo * DAY).toISOString(),
  };
  const sessions = [...persona.sessions, ...generatedSessions(persona.generate?.sessions ?? 0, fx)];
  const rooms: RoomRecord[] = [];
  const feedbacks: FeedbackRecord[] = [];
  sessions.forEach((s, i) => {
    const id = stableId(`${candidateId}:room:${i}`);
    const created = now - s.daysAgo * DAY;
    const tpl = s.template ? fx.templates.find((t) => t.id === s.template) : undefined;
    if (s.template && !tpl) throw new Error(`persona ${persona.id}: unknown template ${s.template}`);
    const durationId = tpl?.interviewDurationId ?? 'dur-15';
    const durationSeconds = fx.setup.durations.find((d) => d.id === durationId)?.seconds ?? 900;
    const joinedAt = s.status === 'REGISTERED' ? null : created + 10 * 60_000;
    const finished = s.status === 'FINISHED';
    const chats =
      joinedAt === null
        ? []
        : conversationChats(fx.conversations, s.chatTurns ?? 0, s.quality ?? 'average', joinedAt, finished);
    const elapsed = finished ? Math.min(durationSeconds, chats.length * 25 + 30) : (s.elapsedSeconds ?? 0);
    const room: RoomRecord = {
      id,
      candidateId,
      status: s.status,
      interviewType: s.salary ? 'SALARY_NEGOTIATION' : 'JOB_INTERVIEW',
      interviewerId: tpl?.interviewerId ?? 'itv-emma',
      interviewDurationId: durationId,
      countryName: s.salary?.countryName ?? tpl?.countryName ?? 'United States',
      companyName: s.salary?.companyName ?? tpl?.companyName ?? 'Nimbus Cloud',
      jobDescription: tpl?.jobDescription ?? null,
      interviewExperienceLevelId: s.salary?.experienceLevelId ?? tpl?.interviewExperienceLevelId ?? 'exp-mid',
      interviewJobRoleName: s.salary?.jobRoleName ?? tpl?.interviewJobRoleName ?? 'Software Engineer',
      interviewScenarioId: s.salary?.scenarioId ?? null,
      interviewSalaryCurrencyId: s.salary?.currencyId ?? null,
      salaryExpectation: s.salary?.salaryExpectation ?? null,
      salaryPaymentPeriod: s.salary?.salaryPaymentPeriod ?? null,
      salaryFinalOffer: finished ? (s.salary?.salaryFinalOffer ?? null) : null,
      candidateConsent: true,
      createdAt: new Date(created).toISOString(),
      registeredAt: new Date(created).toISOString(),
      joinedAt: joinedAt === null ? null : new Date(joinedAt).toISOString(),
      finishedAt: finished && joinedAt !== null ? new Date(joinedAt + elapsed * 1000).toISOString() : null,
      timeRemaining: s.status === 'REGISTERED' ? null : finished ? 0 : Math.max(0, durationSeconds - elapsed),
      timedOut: false,
      chats,
      resume: s.resume
        ? {
            fileName: `${candidate.fullName.replace(/\s+/g, '-')}-Resume.pdf`,
            size: SAMPLE_RESUME_PDF.length,
            contentBase64: SAMPLE_RESUME_PDF.toString('base64'),
            uploadedAt: new Date(created).toISOString(),
          }
        : null,
      sessionEpoch: 0,
    };
    rooms.push(room);
    if (finished) {
      feedbacks.push({
        id: stableId(`${candidateId}:feedback:${i}`),
        interviewRoomId: id,
        candidateId,
        ...buildFeedback(chats, { jobRoleName: room.interviewJobRoleName }),
        createdAt: room.finishedAt ?? room.createdAt,
      });
    }
  });

  const txSeeds = [...persona.transactions, ...generatedTransactions(persona.generate?.transactions ?? 0)];
  const transactions: TransactionRecord[] = txSeeds.map((t, i) => ({
    id: stableId(`${candidateId}:tx:${i}`),
    candidateId,
    orderId: `ORD-${(now - t.daysAgo * DAY).toString(36).toUpperCase().slice(-6)}-${String(1000 + i)}`,
    transactionType: t.type,
    planTitle: t.planTitle,
    amount: t.amount,
    currency: t.amount === null ? null : 'USD',
    creditsAdded: t.credits,
    orderStatus: t.status,
    // A second per index keeps createdAt strictly ordered when two seeds share a day.
    createdAt: new Date(now - t.daysAgo * DAY - i * 1000).toISOString(),
  }));
  const consents: ConsentRecord[] = persona.consents.map((c) => ({
    candidateId,
    ...c,
    termsUrl: null,
    privacyUrl: null,
    acceptedAt: candidate.createdAt,
  }));
  return { candidate, rooms, feedbacks, transactions, consents };
}

/** Deterministic filler history for the premium persona: enough rows to page through. */
function generatedSessions(count: number, fx: Fixtures): SessionSeed[] {
  const visible = fx.templates.filter((t) => t.companyName !== 'Internal QA Co');
  const qualities: Quality[] = ['strong', 'average', 'short'];
  return Array.from({ length: count }, (_, i) => ({
    status: i === 0 ? 'REGISTERED' : i === 1 ? 'ONGOING' : i % 7 === 3 ? 'REGISTERED' : 'FINISHED',
    daysAgo: 1.2 + i * 3.5,
    template: visible[i % visible.length]?.id,
    chatTurns: i === 1 ? 2 : 3 + (i % 4),
    quality: qualities[i % 3],
    elapsedSeconds: 300,
    resume: i % 5 === 2,
  }));
}

function generatedTransactions(count: number): TransactionSeed[] {
  const statuses: OrderStatus[] = [
    'paid',
    'paid',
    'paid',
    'pending',
    'failed',
    'refunded',
    'partial_refund',
    'unknown',
  ];
  return Array.from({ length: count }, (_, i) => {
    const status = statuses[i % statuses.length] ?? 'paid';
    const pro = i % 3 === 0;
    if (i === count - 1)
      return {
        type: 'signup_bonus',
        status: 'paid',
        planTitle: 'Explorer Plan',
        amount: null,
        credits: 1,
        daysAgo: 200,
      };
    if (i % 6 === 5)
      return {
        type: 'manual_adjustment',
        status: 'paid',
        planTitle: null,
        amount: null,
        credits: 2,
        daysAgo: 1 + i * 8,
      };
    return {
      type: 'purchase',
      status,
      planTitle: pro ? 'Pro Pack' : 'Starter Pack',
      amount: pro ? 29.99 : 9.99,
      credits: status === 'paid' ? (pro ? 20 : 5) : 0,
      daysAgo: 1 + i * 8,
    };
  });
}

// Store records → contract DTOs. The only place that knows both shapes.
import type {
  ApplicationPlan,
  Candidate,
  Chat,
  InterviewFeedback,
  InterviewRoom,
  InterviewSetup,
  InterviewTemplate,
  Transaction,
} from '@mockint/api-contract';
import type {
  CandidateRecord,
  ChatRecord,
  FeedbackRecord,
  PlanRecord,
  RoomRecord,
  Store,
  TemplateRecord,
  TransactionRecord,
} from '../store/index.ts';

/**
 * Seeded images are stored as mock paths (/__mock/assets/...) and made absolute against the URL the caller
 * reached the mock at, so they load from any host or port; anything else (a URL a client saved) is kept.
 */
export function assetUrl(pathOrUrl: string | null, baseUrl: string): string | null {
  if (!pathOrUrl) return null;
  return pathOrUrl.startsWith('/__mock/') ? new URL(pathOrUrl, baseUrl).toString() : pathOrUrl;
}

export function presentCandidate(c: CandidateRecord, baseUrl: string): Candidate {
  return {
    id: c.id,
    fullName: c.fullName,
    nickname: c.nickname,
    email: c.email,
    avatar: assetUrl(c.avatar, baseUrl),
    candidateCredits: {
      credits: c.credits,
      tier: c.tier as NonNullable<Candidate['candidateCredits']>['tier'],
    },
  };
}

const presentChat = (c: ChatRecord): Chat => ({
  id: c.id,
  sender: c.sender,
  timestamp: c.timestamp,
  sentences: c.sentences,
});

export function presentRoom(store: Store, r: RoomRecord, baseUrl: string): InterviewRoom {
  const l = store.lookup;
  const interviewer = l.interviewers.get(r.interviewerId);
  const language = interviewer ? l.languages.get(interviewer.languageId) : undefined;
  const level = l.experienceLevels.get(r.interviewExperienceLevelId);
  const role = l.jobRolesByLabel.get(r.interviewJobRoleName.toLowerCase());
  const duration = l.durations.get(r.interviewDurationId);
  const scenario = r.interviewScenarioId ? l.scenarios.get(r.interviewScenarioId) : undefined;
  const currency = r.interviewSalaryCurrencyId
    ? l.salaryCurrencies.get(r.interviewSalaryCurrencyId)
    : undefined;
  const candidate = store.getCandidate(r.candidateId);
  const chats = r.chats.map(presentChat);
  const durationSeconds = duration?.seconds ?? 900;
  return {
    id: r.id,
    status: r.status,
    interviewType: r.interviewType,
    interviewScenario: scenario ? { id: scenario.id, label: scenario.label } : null,
    interviewExperienceLevel: level
      ? { id: level.id, label: level.label }
      : { label: r.interviewExperienceLevelId },
    interviewJobRole: role ? { id: role.id, label: role.label } : { label: r.interviewJobRoleName },
    interviewLanguage: language
      ? { id: language.id, label: language.label }
      : { id: 'lang-en', label: 'English' },
    interviewDuration: duration ? { id: duration.id, label: duration.label } : undefined,
    companyName: r.companyName,
    countryName: r.countryName,
    jobDescription: r.jobDescription,
    interviewer: interviewer
      ? {
          id: interviewer.id,
          agentId: interviewer.agentId,
          nickname: interviewer.nickname,
          fullName: interviewer.fullName,
        }
      : {
          id: r.interviewerId,
          agentId: r.interviewerId,
          nickname: 'Interviewer',
          fullName: 'AI Interviewer',
        },
    candidate: candidate
      ? presentCandidate(candidate, baseUrl)
      : {
          id: r.candidateId,
          fullName: '',
          nickname: null,
          email: 'unknown@example.com',
          avatar: null,
          candidateCredits: null,
        },
    timeElapsed: store.timeElapsed(r),
    timeRemaining: r.timeRemaining ?? durationSeconds,
    registeredAt: r.registeredAt,
    joinedAt: r.joinedAt,
    createdAt: r.createdAt,
    salaryPaymentPeriod: r.salaryPaymentPeriod,
    salaryExpectation: r.salaryExpectation,
    salaryFinalOffer: r.salaryFinalOffer,
    interviewSalaryCurrency: currency
      ? { id: currency.id, label: currency.label, code: currency.code }
      : null,
    hasResume: r.resume !== null,
    chats,
    firstChat: chats[0] ?? null,
    lastChat: chats[chats.length - 1] ?? null,
  };
}

const roomJsonCache = new WeakMap<RoomRecord, { revision: number; baseUrl: string; json: string }>();

/**
 * The room as JSON text, cached until the store changes: lists are read far more often than written (dashboard
 * refreshes, the session list), and serialising the transcripts is most of their cost.
 */
export function roomJson(store: Store, r: RoomRecord, baseUrl: string): string {
  const hit = roomJsonCache.get(r);
  if (hit && hit.revision === store.revision && hit.baseUrl === baseUrl) return hit.json;
  const json = JSON.stringify(presentRoom(store, r, baseUrl));
  roomJsonCache.set(r, { revision: store.revision, baseUrl, json });
  return json;
}

export function presentFeedback(store: Store, f: FeedbackRecord, baseUrl: string): InterviewFeedback {
  const room = store.getRoom(f.interviewRoomId);
  if (!room) throw new Error(`feedback ${f.id} has no room`);
  return {
    id: f.id,
    summary: f.summary,
    overallScore: f.overallScore,
    scores: f.scores,
    strengths: f.strengths,
    areasToImprove: f.areasToImprove,
    actionableTips: f.actionableTips,
    interviewRoom: presentRoom(store, room, baseUrl),
    createdAt: f.createdAt,
  };
}

export function presentTransaction(store: Store, t: TransactionRecord): Transaction {
  const plan = t.planTitle ? store.lookup.plansByTitle.get(t.planTitle) : undefined;
  return {
    id: t.id,
    orderId: t.orderId,
    transactionType: t.transactionType,
    plan: t.planTitle ? { ...(plan ? { id: plan.id } : {}), title: t.planTitle } : null,
    amount: t.amount === null ? null : t.amount.toFixed(2),
    currency: t.currency,
    locale: t.amount === null ? null : 'en-US',
    creditsAdded: t.creditsAdded,
    orderStatus: t.orderStatus,
    createdAt: t.createdAt,
  };
}

export function presentPlan(p: PlanRecord): ApplicationPlan {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    ...(p.price === null ? {} : { price: p.price, currency: 'USD' }),
    credits: p.credits,
    popular: p.popular,
    benefits: p.benefits,
    redirectPath: p.redirectPath,
    buttonText: p.buttonText,
  };
}

export function presentTemplate(t: TemplateRecord, baseUrl: string): InterviewTemplate {
  return {
    id: t.id,
    interviewType: t.interviewType,
    companyName: t.companyName,
    companyLogoUrl: assetUrl(t.companyLogoPath, baseUrl),
    countryName: t.countryName,
    interviewerId: t.interviewerId,
    interviewDurationId: t.interviewDurationId,
    interviewExperienceLevelId: t.interviewExperienceLevelId,
    interviewJobRoleId: t.interviewJobRoleId,
    interviewJobRoleName: t.interviewJobRoleName,
    jobDescription: t.jobDescription,
    sort: t.sort,
  };
}

export function presentSetup(store: Store): InterviewSetup {
  const s = store.getSetup();
  const opt = (o: { id: string; label: string; premium: boolean }) => ({
    id: o.id,
    label: o.label,
    premium: o.premium,
  });
  return {
    interviewers: s.interviewers.map(opt),
    durations: s.durations.map(opt),
    countries: s.countries.map((c) => ({ label: c.label })),
    scenarios: s.scenarios.map(opt),
    jobRoles: s.jobRoles.map((j) => ({ id: j.id, label: j.label })),
    experienceLevels: s.experienceLevels.map(opt),
    companies: s.companies.map((c) => ({ label: c.label })),
    salaryCurrencies: s.salaryCurrencies.map((c) => ({
      id: c.id,
      label: c.label,
      code: c.code,
      premium: c.premium,
    })),
  };
}

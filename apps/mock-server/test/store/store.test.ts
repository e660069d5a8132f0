import { describe, expect, it } from 'vitest';
import { monthOverMonthChange } from '@mockint/api-contract';
import { Store, StoreError } from '../../src/store/index.ts';
import { paginate } from '../../src/store/paging.ts';
import { buildFeedback } from '../../src/store/feedback.ts';
import { CONSENT } from '../multipart.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('monthOverMonthChange, as the stats route sends it', () => {
  it.each([
    [4, 5, 25],
    [3, 5, 66.67],
    [5, 4, -20],
    [0, 0, 0],
    [0, 3, null],
    [2, 0, -100],
  ])('%d → %d is %s', (oldV, newV, expected) =>
    expect(monthOverMonthChange({ previous: oldV, current: newV })).toBe(expected),
  );
});

describe('paginate', () => {
  const items = [{ n: 3 }, { n: 1 }, { n: 2 }];
  it('sorts, slices and counts', () => {
    expect(paginate(items, { page: 0, size: 2, sort: 'n,asc' }, { n: (x) => x.n }, 'n,desc')).toEqual({
      content: [{ n: 1 }, { n: 2 }],
      totalPages: 2,
      totalElements: 3,
    });
    expect(paginate(items, {}, { n: (x) => x.n }, 'n,desc').content[0]).toEqual({ n: 3 });
  });
  it('refuses unknown sort fields and bad sizes', () => {
    expect(() => paginate(items, { sort: 'x,asc' }, { n: (x) => x.n }, 'n,desc')).toThrow(StoreError);
    expect(() => paginate(items, { size: 0 }, { n: (x) => x.n }, 'n,desc')).toThrow(/size/);
  });
});

describe('buildFeedback', () => {
  it('is deterministic and scores 0 with no answers', () => {
    const chats = [
      { id: '1', sender: 'MODEL' as const, timestamp: '', sentences: ['Q?'] },
      {
        id: '2',
        sender: 'CANDIDATE' as const,
        timestamp: '',
        sentences: ['I reduced build time by 40 percent because I measured first.'],
      },
    ];
    expect(buildFeedback(chats, { jobRoleName: 'QA' })).toEqual(buildFeedback(chats, { jobRoleName: 'QA' }));
    expect(buildFeedback([chats[0]!], { jobRoleName: 'QA' }).overallScore).toBe(0);
    for (const s of buildFeedback(chats, { jobRoleName: 'QA' }).scores)
      expect(s.score).toBeGreaterThanOrEqual(0);
  });
});

describe('Store', () => {
  const personas = () => {
    const store = new Store({ now: () => NOW });
    const ids = Object.fromEntries(store.listPersonas().map((p) => [p.id, p.candidateId]));
    return { store, ids };
  };

  it('seeds the four personas as the brief describes', () => {
    const { store, ids } = personas();
    const d = store.getCandidate(ids.default!)!;
    expect(d).toMatchObject({ tier: 'FREE_SIGNUP', nickname: 'Alex' });
    expect(d.credits).toBeGreaterThanOrEqual(3);
    expect(store.listRooms(d.id, { size: 100 }).totalElements).toBeGreaterThanOrEqual(7);
    expect(store.getCandidate(ids['no-credits']!)!.credits).toBe(0);
    const n = store.getCandidate(ids.newcomer!)!;
    expect(n.nickname).toBeNull();
    expect(n.credits).toBe(1);
    expect(
      store.hasConsent(n.id, { type: 'SIGN_UP', termsVersion: '2025-04-12', privacyVersion: '2025-04-12' }),
    ).toBe(false);
    expect(store.listRooms(n.id, {}).totalElements).toBe(0);
    expect(store.listRooms(ids.premium!, {}).totalElements).toBeGreaterThanOrEqual(20);
    expect(store.listTransactions(ids.premium!, {}).totalElements).toBeGreaterThanOrEqual(20);
  });

  it('a clone has its own id and data; changing it leaves the persona alone', () => {
    const { store, ids } = personas();
    const clone = store.clonePersona('default');
    expect(clone.id).not.toBe(ids.default);
    store.setCredits(clone.id, 0);
    expect(store.getCandidate(ids.default!)!.credits).toBe(3);
    const room = store.listRooms(clone.id, { size: 1 }).content[0]!;
    expect(store.getRoomForCandidate(room.id, ids.default!)).toBeUndefined();
  });

  it('endRoom is idempotent and emits room-ended once', () => {
    const { store, ids } = personas();
    const ongoing = store.listRooms(ids.default!, { size: 100 }).content.find((r) => r.status === 'ONGOING')!;
    const events: unknown[] = [];
    store.on('room-ended', (e) => events.push(e));
    store.endRoom(ongoing.id, { timeout: true });
    const first = store.getFeedback(ongoing.id);
    store.endRoom(ongoing.id, { timeout: false });
    expect(store.getFeedback(ongoing.id)).toBe(first);
    expect(events).toEqual([{ roomId: ongoing.id, timeout: true }]);
  });

  it('a live negotiation offer becomes the final offer the report shows; a finished room keeps its own', () => {
    const { store, ids } = personas();
    const n = ids.default!;
    const room = store.registerInterview(n, {
      interviewType: 'SALARY_NEGOTIATION',
      candidateId: n,
      interviewerId: 'itv-sari',
      interviewDurationId: 'dur-10',
      countryName: 'United States',
      companyName: 'Atlas Mobility',
      interviewScenarioId: 'scn-first-offer',
      interviewSalaryCurrencyId: 'cur-usd',
      salaryExpectation: 10000,
      salaryPaymentPeriod: 'MONTHLY',
      interviewExperienceLevelId: 'exp-mid',
      interviewJobRoleName: 'Software Engineer',
      context: {},
      candidateConsent: CONSENT,
    });
    store.recordOffer(room.id, 9000);
    expect(store.getRoom(room.id)!.salaryFinalOffer).toBeNull();
    const ongoing = store.listRooms(n, { size: 100 }).content.find((r) => r.status === 'ONGOING')!;
    store.recordOffer(ongoing.id, 9000);
    store.recordOffer(ongoing.id, null);
    expect(store.getRoom(ongoing.id)!.salaryFinalOffer).toBe(9000);
    store.endRoom(ongoing.id, { timeout: false });
    expect(store.getRoom(ongoing.id)!.salaryFinalOffer).toBe(9000);
    store.recordOffer(ongoing.id, 9500);
    expect(store.getRoom(ongoing.id)!.salaryFinalOffer).toBe(9000);
  });

  it('registration records the interview consent with the room', () => {
    const { store, ids } = personas();
    const n = ids.newcomer!;
    store.registerInterview(n, {
      interviewType: 'JOB_INTERVIEW',
      candidateId: n,
      interviewerId: 'itv-sari',
      interviewDurationId: 'dur-10',
      countryName: 'Indonesia',
      companyName: 'Lumen Bank',
      jobDescription: 'Data analyst',
      interviewExperienceLevelId: 'exp-entry',
      interviewJobRoleName: 'Data Analyst',
      context: {},
      candidateConsent: CONSENT,
    });
    expect(
      store.hasConsent(n, {
        type: 'INTERVIEW_REGISTRATION',
        termsVersion: '2025-04-12',
        privacyVersion: '2025-04-12',
      }),
    ).toBe(true);
    expect(store.getCandidate(n)!.credits).toBe(0);
  });
});

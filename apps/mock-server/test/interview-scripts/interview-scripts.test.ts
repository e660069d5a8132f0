import { readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_DIR,
  fillTemplate,
  formatMoney,
  loadScripts,
  negotiationAnalytics,
  selectScript,
} from '../../src/interview-scripts/index.ts';

const catalogue = loadScripts();
const all = catalogue.list();

describe('scenario scripts', () => {
  it('cover job interviews by role and level, a generic fallback, Indonesian and salary negotiation', () => {
    expect(all.map((l) => l.scenario.id).sort()).toEqual([
      'data-analyst',
      'generic',
      'generic-id',
      'long-captions',
      'product-manager',
      'salary-negotiation',
      'software-engineer-junior',
      'software-engineer-senior',
    ]);
  });

  it("the generic script's candidate answers carry fillers like real speech (the app's coaching counts them)", () => {
    const answers = catalogue
      .get('generic')!
      .turns.map((t) => t.candidateAnswer)
      .filter((a): a is string => !!a);
    const fillers = /\b(um|uh|you know,|i mean,|kind of|basically|like,)/gi;
    const words = answers.join(' ').split(/\s+/).length;
    const count = answers.join(' ').match(fillers)?.length ?? 0;
    // Around 2–5 per 100 words: enough for the report to flag some answers, not a caricature.
    expect((count / words) * 100).toBeGreaterThan(1.5);
    expect((count / words) * 100).toBeLessThan(6);
    // ...and some answers are clean.
    expect(answers.filter((a) => new RegExp(fillers.source, 'i').test(a)).length).toBeLessThan(
      answers.length,
    );
  });

  it.each(all.map((l) => [l.scenario.id, l] as const))(
    '%s: opening, questions with follow-ups, closing; ≥ 2 sentences a turn',
    (_id, l) => {
      const kinds = l.turns.map((t) => t.kind);
      expect(kinds[0]).toBe('opening');
      expect(kinds.at(-1)).toBe('closing');
      expect(kinds.filter((k) => k === 'question').length).toBe(
        kinds.filter((k) => k === 'follow-up').length,
      );
      expect(kinds.filter((k) => k === 'question').length).toBeGreaterThanOrEqual(3);
      for (const t of l.turns) {
        expect(t.sentences.length).toBeGreaterThanOrEqual(2);
        if (t.kind !== 'closing') {
          expect(t.hint).toBeTruthy();
          expect(t.candidateAnswer).toBeTruthy();
        }
        // Every sentence has its own clip: a real Ogg/Opus file.
        for (const s of t.sentences)
          expect(Buffer.from(l.audio.get(s.lineId)!, 'base64').subarray(0, 4).toString('latin1')).toBe(
            'OggS',
          );
      }
      if (l.scenario.kind === 'SALARY_NEGOTIATION')
        expect(l.turns.filter((t) => t.kind !== 'closing').every((t) => t.offerFactor !== null)).toBe(true);
    },
  );

  it('keeps spoken lines free of room placeholders (they are pre-rendered audio)', () => {
    for (const l of all)
      for (const t of l.turns) for (const s of t.sentences) expect(s.text).not.toMatch(/[{}]/);
  });
});

describe('audio fixtures', () => {
  it('has a manifest entry with duration and transcript for every clip, and stays well under 3 MB', () => {
    const manifest = JSON.parse(readFileSync(join(AUDIO_DIR, 'manifest.json'), 'utf8'));
    let total = 0;
    let clips = 0;
    for (const l of all) {
      const entry = manifest.scenarios[l.scenario.id];
      for (const t of l.turns)
        for (const s of t.sentences) {
          const line = entry.lines[s.lineId];
          expect(line.transcript).toBe(s.text);
          expect(line.durationMs).toBeGreaterThan(300);
          total += statSync(join(AUDIO_DIR, line.file)).size;
          clips += 1;
        }
    }
    expect(clips).toBeGreaterThan(100);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
    expect(readdirSync(join(AUDIO_DIR, 'samples'))).toContain('answer.webm');
    expect(readFileSync(join(AUDIO_DIR, 'samples/answer.webm')).subarray(0, 4).toString('hex')).toBe(
      '1a45dfa3',
    );
  });
});

describe('selectScript', () => {
  const pick = (
    interviewType: 'JOB_INTERVIEW' | 'SALARY_NEGOTIATION',
    jobRole: string,
    experienceLevel: string | null,
    languageId = 'lang-en',
  ) => selectScript(all, { interviewType, jobRole, experienceLevel, languageId }).scenario.id;

  it.each([
    ['JOB_INTERVIEW', 'Software Engineer', 'Entry Level', 'lang-en', 'software-engineer-junior'],
    ['JOB_INTERVIEW', 'Frontend Engineer', 'Internship', 'lang-en', 'software-engineer-junior'],
    ['JOB_INTERVIEW', 'Backend Engineer', 'Senior Level', 'lang-en', 'software-engineer-senior'],
    ['JOB_INTERVIEW', 'Mobile Developer', 'Lead / Principal', 'lang-en', 'software-engineer-senior'],
    ['JOB_INTERVIEW', 'Product Manager', 'Mid Level', 'lang-en', 'product-manager'],
    ['JOB_INTERVIEW', 'Data Scientist', null, 'lang-en', 'data-analyst'],
    ['JOB_INTERVIEW', 'UX Designer', 'Senior Level', 'lang-en', 'generic'],
    ['JOB_INTERVIEW', 'Software Engineer', 'Senior Level', 'lang-id', 'generic-id'],
    ['JOB_INTERVIEW', 'Product Manager', 'Senior Level', 'lang-ja', 'product-manager'],
    ['SALARY_NEGOTIATION', 'Software Engineer', 'Mid Level', 'lang-id', 'salary-negotiation'],
  ] as const)('%s / %s / %s / %s → %s', (type, role, level, lang, expected) => {
    expect(pick(type, role, level, lang)).toBe(expected);
  });

  it('never picks a pinned-only fixture, even when it is the only script of its kind and language', () => {
    const longCaptions = catalogue.get('long-captions')!;
    expect(longCaptions.scenario.pinnedOnly).toBe(true);
    const onlyFixture = selectScript([longCaptions, catalogue.get('generic')!], {
      interviewType: 'JOB_INTERVIEW',
      jobRole: 'UX Designer',
      experienceLevel: null,
      languageId: 'lang-en',
    });
    expect(onlyFixture.scenario.id).toBe('generic');
  });

  it('keeps the long-captions opening question long enough to overflow three caption lines', () => {
    const opening = catalogue.get('long-captions')!.turns[0]!;
    // The caption shows the current sentence: the long one is the last, so it stays during the user's turn.
    expect(opening.sentences.at(-1)!.text.length).toBeGreaterThan(600);
  });
});

describe('templates and analytics', () => {
  it('fills placeholders and falls back to neutral words for missing values', () => {
    expect(
      fillTemplate('{jobRole} at {companyName} for {candidateName}', {
        jobRole: 'Data Analyst',
        companyName: 'Lumen Bank',
      }),
    ).toBe('Data Analyst at Lumen Bank for you');
    expect(formatMoney(98_000, 'USD')).toBe('$98,000');
    expect(formatMoney(15_000_000, 'IDR')).toMatch(/15,000,000/);
    expect(formatMoney(null, 'USD')).toBeNull();
  });

  it('derives offers from the expectation and keeps scores within 0..100', () => {
    const a = negotiationAnalytics({
      answer: 'I expect 120,000 based on market data and 8 years of results.',
      currency: 'EUR',
      expectation: 100_000,
      initialFactor: 0.85,
      latestFactor: 0.9,
    });
    expect(a).toMatchObject({ salaryCurrency: 'EUR', salaryInitialOffer: 85_000, salaryFinalOffer: 90_000 });
    const none = negotiationAnalytics({
      answer: '',
      currency: null,
      expectation: null,
      initialFactor: 0.85,
      latestFactor: 0.9,
    });
    expect(none).toMatchObject({ salaryCurrency: null, salaryInitialOffer: null, salaryFinalOffer: null });
    for (const v of [a, none])
      for (const k of ['negotiationConfidence', 'assertivenessScore', 'justificationStrength'] as const) {
        expect(v[k]).toBeGreaterThanOrEqual(0);
        expect(v[k]).toBeLessThanOrEqual(100);
      }
  });
});

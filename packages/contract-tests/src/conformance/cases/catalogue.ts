import { runLimits, text } from '../limits.ts';
import { dataOf } from '../suite.ts';
import type { ConformanceCase, Json } from './shared.ts';

/** What the app reads before a registration: stats, setup lists, templates, plans, job-description extraction. */
export const getInterviewStats: ConformanceCase = {
  operationId: 'getInterviewStats',
  run: async ({ session }) => void (await session.call('getInterviewStats', { label: 'valid', expect: 200 })),
};

export const getInterviewSetup: ConformanceCase = {
  operationId: 'getInterviewSetup',
  async run({ session, state }) {
    state.setup = dataOf(await session.call('getInterviewSetup', { label: 'valid', expect: 200 }));
  },
};

export const extractJobDescription: ConformanceCase = {
  operationId: 'extractJobDescription',
  async run({ session }) {
    await session.call('extractJobDescription', {
      label: 'valid',
      json: {
        jobDescription: 'We are hiring a senior frontend engineer with 5+ years of React and TypeScript.',
      },
      expect: 200,
    });
    await runLimits(session, {
      operationId: 'extractJobDescription',
      rows: [{ field: 'jobDescription', limit: 2500, value: text }],
      base: {},
      call: ({ body }) => ({ json: body }),
      accepted: { status: 200 },
    });
  },
};

export const listInterviewTemplates: ConformanceCase = {
  operationId: 'listInterviewTemplates',
  async run({ session, state }) {
    const templates = dataOf<Json[]>(
      await session.call('listInterviewTemplates', { label: 'valid', expect: 200 }),
    );
    const first = Array.isArray(templates) ? templates[0] : undefined;
    if (typeof first?.id === 'string') state.templateId = first.id;
  },
};

export const getInterviewTemplate: ConformanceCase = {
  operationId: 'getInterviewTemplate',
  async run({ session, state }) {
    if (!state.templateId) return session.skip('getInterviewTemplate', 'valid', 'no template listed');
    await session.call('getInterviewTemplate', {
      label: 'valid',
      params: { id: state.templateId },
      expect: 200,
    });
  },
};

export const listApplicationPlans: ConformanceCase = {
  operationId: 'listApplicationPlans',
  async run({ session }) {
    // Public: the pricing page shows plans to visitors.
    await session.call('listApplicationPlans', { label: 'valid (no token)', token: null, expect: 200 });
    await session.call('listApplicationPlans', { label: 'valid (signed in)', expect: 200 });
  },
};

import { describe, expect, it } from 'vitest';
import {
  isComingSoonTemplate,
  templateSelectionOutcome,
  typeSelectionOutcome,
  visibleTemplates,
} from './templates';

describe('visibleTemplates', () => {
  it('hides the internal company and sorts ascending by sort', () => {
    const list = [
      { id: 'c', companyName: 'Kite Health', sort: 3 },
      { id: 'qa', companyName: 'Internal QA Co', sort: 0 },
      { id: 'a', companyName: 'Nimbus Cloud', sort: 1 },
      { id: 'n', companyName: 'No Sort' },
      { id: 'b', companyName: 'Lumen Bank', sort: 2 },
      { id: 'qa2', companyName: ' internal qa co ', sort: 4 },
    ];
    expect(visibleTemplates(list).map((t) => t.id)).toEqual(['a', 'b', 'c', 'n']);
  });
});

describe('selection outcomes', () => {
  it('type selection', () => {
    expect(typeSelectionOutcome(null)).toEqual({
      kind: 'error',
      message: 'Please select an interview type.',
    });
    expect(typeSelectionOutcome('SALARY_NEGOTIATION')).toEqual({ kind: 'coming-soon' });
    expect(typeSelectionOutcome('JOB_INTERVIEW')).toEqual({
      kind: 'navigate',
      to: '/interview/register-job-interview',
    });
  });
  it('template selection', () => {
    expect(templateSelectionOutcome(null)).toEqual({
      kind: 'error',
      message: 'Please select an interview template.',
    });
    expect(templateSelectionOutcome('custom')).toEqual({ kind: 'navigate', to: '/interview/type-selection' });
    expect(templateSelectionOutcome('tpl 1')).toEqual({
      kind: 'navigate',
      to: '/interview/register-job-interview?interviewTemplateId=tpl%201',
    });
  });
});

describe('isComingSoonTemplate', () => {
  it('tags salary-negotiation templates only', () => {
    expect(isComingSoonTemplate({ interviewType: 'SALARY_NEGOTIATION' })).toBe(true);
    expect(isComingSoonTemplate({ interviewType: 'JOB_INTERVIEW' })).toBe(false);
    expect(isComingSoonTemplate({ interviewType: null })).toBe(false);
    expect(isComingSoonTemplate({})).toBe(false);
  });
});

// routes/interview-setup, interview-templates, application-plans: static catalogues from the fixtures.
import { extractJobDescription as extract, type Extraction } from './job-description.ts';
import type { StoreState } from './state.ts';

export function getSetup(s: StoreState) {
  return s.fixtures.setup;
}

export function listTemplates(s: StoreState) {
  return [...s.fixtures.templates].sort((a, b) => a.sort - b.sort);
}

export function getTemplate(s: StoreState, id: string) {
  return s.fixtures.templates.find((t) => t.id === id);
}

export function listPlans(s: StoreState) {
  return s.fixtures.plans;
}

export function extractJobDescription(s: StoreState, text: string): Extraction {
  return extract(text, s.fixtures.setup);
}

export function interviewer(s: StoreState, id: string) {
  return s.lookup.interviewers.get(id);
}

export function durationSeconds(s: StoreState, durationId: string): number {
  return s.lookup.durations.get(durationId)?.seconds ?? 900;
}

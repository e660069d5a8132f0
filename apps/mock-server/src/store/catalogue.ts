// routes/interview-setup, interview-templates, application-plans: static catalogues from the fixtures.
import { extractJobDescription as extract, type Extraction } from './job-description.ts';
import type { StoreState } from './state.ts';

export function getSetup(state: StoreState) {
  return state.fixtures.setup;
}

export function listTemplates(state: StoreState) {
  return [...state.fixtures.templates].sort((a, b) => a.sort - b.sort);
}

export function getTemplate(state: StoreState, id: string) {
  return state.fixtures.templates.find((t) => t.id === id);
}

export function listPlans(state: StoreState) {
  return state.fixtures.plans;
}

export function extractJobDescription(state: StoreState, text: string): Extraction {
  return extract(text, state.fixtures.setup);
}

export function interviewer(state: StoreState, id: string) {
  return state.lookup.interviewers.get(id);
}

export function durationSeconds(state: StoreState, durationId: string): number {
  return state.lookup.durations.get(durationId)?.seconds ?? 900;
}

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR, INTERVIEW_SCRIPT_DIR } from '../lib/paths.ts';
import {
  audioManifestSchema,
  interviewScriptSchema,
  type InterviewScript,
  type TemplateVar,
} from './schema.ts';
import { cutOggOpus } from './ogg-opus-clip.ts';
import { flattenTurns, type Turn } from './turns.ts';

export type { InterviewScript } from './schema.ts';
export type { Turn, Sentence, TurnKind } from './turns.ts';
export { negotiationAnalytics } from './analytics.ts';

export { INTERVIEW_SCRIPT_DIR };
export const AUDIO_DIR = `${FIXTURES_DIR}audio/`;

export interface LoadedScript {
  scenario: InterviewScript;
  turns: Turn[];
  /** lineId → Base64 of the Ogg/Opus clip, encoded once at load so sending a frame costs no work. */
  audio: Map<string, string>;
}

export interface ScriptCatalogue {
  get(id: string): LoadedScript | undefined;
  list(): LoadedScript[];
  select(ctx: ScriptContext): LoadedScript;
}

export interface ScriptContext {
  interviewType: 'JOB_INTERVIEW' | 'SALARY_NEGOTIATION';
  /** Interviewer language id from the catalogue, e.g. `lang-en`. */
  languageId: string | null;
  jobRole: string;
  experienceLevel: string | null;
}

/** Shortest clip a time scale leaves: long enough to decode and be heard as a chunk of its own. */
export const MIN_SCALED_CLIP_MS = 200;

export interface LoadOptions {
  /**
   * MOCK_TIME_SCALE (decision 0750): below 1, every sentence's clip is its first `durationMs × timeScale` ms
   * (at least MIN_SCALED_CLIP_MS), so the interviewer speaks for a fraction of the time. Text is unchanged.
   */
  timeScale?: number;
}

/** The clip length a time scale gives a sentence of `durationMs`, or null to keep the whole clip. */
export function scaledClipMs(durationMs: number, timeScale: number): number | null {
  if (timeScale >= 1) return null;
  const ms = Math.max(MIN_SCALED_CLIP_MS, Math.round(durationMs * timeScale));
  return ms < durationMs ? ms : null;
}

/**
 * Loads and validates every scenario and its pre-rendered clips. Throws at start-up (not mid-interview) when
 * a script and the audio drifted apart: the fix is `bash scripts/make-audio.sh`.
 */
export function loadScripts(
  dir = INTERVIEW_SCRIPT_DIR,
  audioDir = AUDIO_DIR,
  { timeScale = 1 }: LoadOptions = {},
): ScriptCatalogue {
  const manifest = audioManifestSchema.parse(
    JSON.parse(readFileSync(join(audioDir, 'manifest.json'), 'utf8')),
  );
  const byId = new Map<string, LoadedScript>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = interviewScriptSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`scenario ${file}: ${parsed.error.message}`);
    const scenario = parsed.data;
    if (byId.has(scenario.id)) throw new Error(`scenario ${file}: duplicate id ${scenario.id}`);
    const turns = flattenTurns(scenario);
    const audio = new Map<string, string>();
    for (const sentence of turns.flatMap((t) => t.sentences)) {
      const line = manifest.scenarios[scenario.id]?.lines[sentence.lineId];
      if (!line || line.transcript !== sentence.text) {
        throw new Error(
          `scenario ${scenario.id}: no up-to-date clip for ${sentence.lineId}; run scripts/make-audio.sh`,
        );
      }
      const clip = readFileSync(join(audioDir, line.file));
      const cutMs = scaledClipMs(line.durationMs, timeScale);
      audio.set(sentence.lineId, (cutMs === null ? clip : cutOggOpus(clip, cutMs).file).toString('base64'));
    }
    byId.set(scenario.id, { scenario, turns, audio });
  }
  if (!byId.has('generic')) throw new Error('scenarios: the generic fallback (generic.json) is missing');
  return {
    get: (id) => byId.get(id),
    list: () => [...byId.values()],
    select: (ctx) => selectScript([...byId.values()], ctx),
  };
}

/**
 * The catalogue, loaded (scripts validated, clips read and checked) on first use rather than at start-up:
 * about a quarter of a cold start went here (decision 0250). The socket warms it as soon as the server listens.
 */
export function lazyScripts(load: () => ScriptCatalogue = () => loadScripts()): ScriptCatalogue {
  let catalogue: ScriptCatalogue | undefined;
  const get = () => (catalogue ??= load());
  return {
    get: (id) => get().get(id),
    list: () => get().list(),
    select: (ctx) => get().select(ctx),
  };
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/**
 * Picks the script for a room: the interview type first, then the interviewer's language (only English and
 * Indonesian are voiced; other languages fall back to English), then the best job-role + experience match.
 * `pinnedOnly` scripts (test fixtures) are never picked here: a room gets them only through the control API.
 */
export function selectScript(all: LoadedScript[], ctx: ScriptContext): LoadedScript {
  const lang = norm(ctx.languageId).replace(/^lang-/, '');
  const ofKind = all.filter((l) => l.scenario.kind === ctx.interviewType && !l.scenario.pinnedOnly);
  const inLang = ofKind.filter((l) => l.scenario.language === lang);
  const pool = inLang.length > 0 ? inLang : ofKind.filter((l) => l.scenario.language === 'en');
  const role = norm(ctx.jobRole);
  const level = norm(ctx.experienceLevel);
  const score = ({ scenario: { match } }: LoadedScript) => {
    const roleOk = match.jobRoles.length === 0 || match.jobRoles.includes(role);
    const levelOk =
      match.experienceLevels.length === 0 || match.experienceLevels.some((w) => level.includes(w));
    if (!roleOk || !levelOk) return -1;
    return (match.jobRoles.length > 0 ? 2 : 0) + (match.experienceLevels.length > 0 ? 1 : 0);
  };
  const best = pool
    .map((l) => ({ l, s: score(l) }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => b.s - a.s || a.l.scenario.id.localeCompare(b.l.scenario.id))[0];
  const fallback = all.find((l) => l.scenario.id === 'generic');
  if (best) return best.l;
  if (!fallback) throw new Error('scenarios: no generic fallback');
  return fallback;
}

/** Fills {placeholders} in hints; an unknown value leaves a neutral phrase rather than a raw brace. */
export function fillTemplate(text: string, vars: Partial<Record<TemplateVar, string | null>>): string {
  const neutral: Record<TemplateVar, string> = {
    companyName: 'the company',
    jobRole: 'this role',
    experienceLevel: 'your level',
    candidateName: 'you',
    interviewerName: 'the interviewer',
    salaryExpectation: 'your expectation',
    offer: 'their offer',
  };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in neutral ? vars[key as TemplateVar] || neutral[key as TemplateVar] : whole,
  );
}

export function formatMoney(amount: number | null, currency: string | null): string | null {
  if (amount === null) return null;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency ?? 'USD',
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${amount.toLocaleString('en-US')} ${currency ?? ''}`.trim();
  }
}

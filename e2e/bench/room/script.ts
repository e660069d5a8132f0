// The bench's microphone and interview script (room-bench.ts's header explains why they are made so).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cutOggOpus, type BuildServerOptions } from '@mockint/mock-server';
import { CLIP_MS, MEASURED_TURNS, WARMUP_TURNS } from './settings.ts';

export type Catalogue = NonNullable<NonNullable<BuildServerOptions['socket']>['scenarios']>;
export type LoadedScenario = NonNullable<ReturnType<Catalogue['get']>>;
export type Turn = LoadedScenario['turns'][number];

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const audioDir = path.resolve(here, '../../apps/mock-server/fixtures/audio');
const knownAnswerDir = path.resolve(here, '../fixtures/audio');

/**
 * The bench microphone: the coaching e2e's known-answer WAV (espeak-ng speech with silences of known length,
 * fixtures/audio/make-known-answer.sh) without its trailing silence, so that, looped by Chromium's fake
 * capture, any stretch of it is an answer's speech. Every recording opens the device afresh, so each answer
 * hears the file from its start (0.6 s lead, then speech). Written to a temporary file; removed at the end.
 */
export function benchMicrophone(): { file: string; seconds: number; remove: () => void } {
  const truth = JSON.parse(readFileSync(path.join(knownAnswerDir, 'known-answer.json'), 'utf8')) as {
    leadSeconds: number;
    speechSeconds: number;
    pauses: number[];
  };
  const wav = readFileSync(path.join(knownAnswerDir, 'known-answer.wav'));
  // A canonical PCM WAV: 'fmt ' then 'data' chunks; find them rather than assume a 44-byte header.
  let offset = 12;
  let byteRate = 0;
  let blockAlign = 0;
  let data: { at: number; size: number } | null = null;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      byteRate = wav.readUInt32LE(offset + 16);
      blockAlign = wav.readUInt16LE(offset + 20);
    }
    if (id === 'data') data = { at: offset + 8, size };
    offset += 8 + size + (size % 2);
  }
  if (!data || !byteRate || !blockAlign) throw new Error('known-answer.wav: no fmt/data chunk');
  const spoken = truth.leadSeconds + truth.speechSeconds + truth.pauses.reduce((a, b) => a + b, 0);
  // Half a second of its silence kept after the last word, so the loop does not run words together.
  const keep = Math.min(data.size, Math.round(((spoken + 0.5) * byteRate) / blockAlign) * blockAlign);
  const out = Buffer.concat([wav.subarray(0, data.at), wav.subarray(data.at, data.at + keep)]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(keep, data.at - 4);
  const dir = mkdtempSync(path.join(tmpdir(), 'room-bench-'));
  const file = path.join(dir, 'bench-answer.wav');
  writeFileSync(file, out);
  return { file, seconds: keep / byteRate, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// ------------------------------------------------------------------ the bench script

/** The bench script's first sentence as the socket carries it (base64 Ogg/Opus): the playback floor's clip. */
export const benchClipBase64 = () =>
  cutOggOpus(readFileSync(path.join(audioDir, 'generic/opening-1.ogg')), CLIP_MS).file.toString('base64');

export function benchCatalogue(): Catalogue {
  const clips = ['generic/opening-1.ogg', 'generic/opening-2.ogg'].map(
    (f) => cutOggOpus(readFileSync(path.join(audioDir, f)), CLIP_MS).file,
  );
  // Enough questions for warm-up + measured turns + the turns a seeded ONGOING room already has.
  const questions = Math.ceil((WARMUP_TURNS + MEASURED_TURNS) / 2) + 10;
  const turns: Turn[] = [];
  const audio = new Map<string, string>();
  const push = (id: string, kind: Turn['kind']) => {
    const sentences = clips.map((clip, i) => {
      const lineId = `${id}-${i + 1}`;
      audio.set(lineId, clip.toString('base64'));
      return { lineId, text: `Bench ${id}, sentence ${i + 1}.` };
    });
    turns.push({
      index: turns.length,
      id,
      kind,
      topic: kind === 'question' || kind === 'follow-up' ? 'bench' : null,
      sentences,
      hint: kind === 'closing' ? null : 'Answer briefly.',
      candidateAnswer: kind === 'closing' ? null : 'A short answer.',
      offerFactor: null,
    });
  };
  push('opening', 'opening');
  for (let q = 1; q <= questions; q++) {
    push(`q${q}`, 'question');
    push(`q${q}-followup`, 'follow-up');
  }
  push('closing', 'closing');
  const two = (t: Turn) => t.sentences.map((s) => s.text);
  const loaded: LoadedScenario = {
    scenario: {
      id: 'room-bench',
      title: 'Room bench',
      kind: 'JOB_INTERVIEW',
      language: 'en',
      voice: 'en-us',
      match: { jobRoles: [], experienceLevels: [] },
      opening: { sentences: two(turns[0]!), hint: 'Answer briefly.', candidateAnswer: 'A short answer.' },
      questions: Array.from({ length: questions }, (_, i) => ({
        topic: 'bench',
        sentences: two(turns[1 + 2 * i]!),
        hint: 'Answer briefly.',
        candidateAnswer: 'A short answer.',
        followUp: {
          sentences: two(turns[2 + 2 * i]!),
          hint: 'Answer briefly.',
          candidateAnswer: 'A short answer.',
        },
      })),
      closing: { sentences: two(turns.at(-1)!) },
    },
    turns,
    audio,
  };
  return {
    get: (id) => (id === 'room-bench' ? loaded : undefined),
    list: () => [loaded],
    select: () => loaded,
  };
}

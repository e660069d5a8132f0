import { parseClientMessage, parseServerMessage } from '@mockint/api-contract/socket';
import type { FrameDirection } from '@/lib/dev-frame-tap';

/** One socket frame as the Frames tab shows it: the payload with audio elided, checked against the contract. */
export interface LoggedFrame {
  id: number;
  /** Epoch ms when the app sent or received it. */
  at: number;
  direction: FrameDirection;
  /** The message type, or '?' when the frame has none. */
  type: string;
  /** Bytes on the wire (UTF-8). */
  size: number;
  /** The frame as JSON, every base64 audio field replaced by `<audio: N bytes of base64>`. */
  summary: string;
  /** The contract's explanation when the frame breaks the socket schemas, as the validating proxy words it. */
  violation: string | undefined;
  /** The frame as received (kept for the JSONL export, which the mock's replay plays back). */
  raw: unknown;
}

const AUDIO_FIELDS = new Set(['audio_base_64']);
const encoder = new TextEncoder();

function textOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  return undefined;
}

/** Replaces audio payloads by their size, so megabytes of base64 never reach the DOM. */
export function elideAudio(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(elideAudio);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) =>
        AUDIO_FIELDS.has(key) && typeof v === 'string'
          ? [key, `<audio: ${v.length} bytes of base64>`]
          : [key, elideAudio(v)],
      ),
    );
  }
  return value;
}

let nextId = 1;

/** Turns one tapped frame into a log row. Never throws: a broken frame is exactly what the log is for. */
export function logFrame(direction: FrameDirection, data: unknown, at: number = Date.now()): LoggedFrame {
  const text = textOf(data);
  let parsed: unknown;
  try {
    parsed = text === undefined ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = direction === 'server' ? parseServerMessage(text ?? '') : parseClientMessage(text ?? '');
  const type =
    parsed && typeof parsed === 'object' && typeof (parsed as { type?: unknown }).type === 'string'
      ? (parsed as { type: string }).type
      : '?';
  return {
    id: nextId++,
    at,
    direction,
    type,
    size: text === undefined ? 0 : encoder.encode(text).byteLength,
    summary:
      parsed === undefined ? (text ?? '<binary frame>').slice(0, 200) : JSON.stringify(elideAudio(parsed)),
    violation: result.ok
      ? undefined
      : `${direction === 'server' ? 'server' : 'client'} frame ${type}: ${result.error}`,
    raw: parsed ?? text,
  };
}

/**
 * The log as JSONL in the format the validating proxy records (MOCK_RECORD_DIR) and MOCK_REPLAY_DIR plays
 * back: a first line with the socket URL, then one `{at, direction, frame}` line per frame, audio kept.
 */
export function toJsonl(frames: readonly LoggedFrame[], url: string): string {
  const lines = [JSON.stringify({ url })];
  for (const f of frames) {
    lines.push(JSON.stringify({ at: new Date(f.at).toISOString(), direction: f.direction, frame: f.raw }));
  }
  return `${lines.join('\n')}\n`;
}

/** Whether a frame matches the search box: its type or its shown JSON holds the text, in any case. */
export function matchesSearch(frame: LoggedFrame, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || frame.type.toLowerCase().includes(q) || frame.summary.toLowerCase().includes(q);
}

/** One frame as the developer copies it: the payload as received (audio kept), pretty-printed. */
export function frameJson(frame: LoggedFrame): string {
  return typeof frame.raw === 'string' ? frame.raw : JSON.stringify(frame.raw, null, 2);
}

/** Bytes for people: 512 B, 12.3 KB, 1.4 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

import { describe, expect, it } from 'vitest';
import { sniffAudioContainer } from '../../src/ws/audio-sniff.ts';
import { codeForParseError } from '../../src/ws/connection.ts';
import { planResume, toSentences } from '../../src/ws/conversation.ts';
import { errorAt, SocketRules } from '../../src/rules/socket-rules.ts';
import { SessionRegistry, type RegisteredSocket } from '../../src/ws/session-registry.ts';
import { loadScripts } from '../../src/interview-scripts/index.ts';
import type { ChatRecord, RoomRecord } from '../../src/store/index.ts';

describe('sniffAudioContainer', () => {
  it.each([
    ['1a45dfa3 0000', 'webm'],
    ['4f676753 0002', 'ogg'],
    ['52494646 00000000 57415645', 'wav'],
    ['494433 04', 'mp3'],
    ['fffb 9064', 'mp3'],
    ['00000020 66747970', 'mp4'],
    ['25504446', null],
    ['52494646 00000000 41564920', null],
    ['', null],
  ])('%s → %s', (hex, expected) => {
    expect(sniffAudioContainer(Buffer.from(hex.replace(/ /g, ''), 'hex'))).toBe(expected);
  });
});

describe('codeForParseError', () => {
  it('gives the turn back for bad answers and reports other frames as invalid', () => {
    expect(codeForParseError('user_response_text.message: Message cannot be empty')).toBe(
      'ERROR_HANDLING_USER_RESPONSE_TEXT',
    );
    expect(
      codeForParseError(
        'user_response_audio.metadata: required; user_response_audio.audio_base_64: expected Base64 text',
      ),
    ).toBe('ERROR_HANDLING_USER_RESPONSE_AUDIO');
    expect(codeForParseError('user_response_text.metadata: required (expected record)')).toBe(
      'ERROR_INVALID_MESSAGE',
    );
    expect(codeForParseError('invalid JSON')).toBe('ERROR_INVALID_MESSAGE');
  });
});

describe('toSentences', () => {
  it('splits on sentence ends and keeps a trailing fragment', () => {
    expect(toSentences('First one. Second! Third? tail')).toEqual([
      'First one.',
      'Second!',
      'Third?',
      'tail',
    ]);
  });
});

describe('planResume', () => {
  const lc = loadScripts().get('generic')!;
  const chat = (sender: 'MODEL' | 'CANDIDATE', id: string): ChatRecord => ({
    id,
    sender,
    timestamp: '2026-01-01T00:00:00.000Z',
    sentences: ['x'],
  });
  const room = (chats: ChatRecord[]) => ({ chats }) as RoomRecord;

  it('starts at the opening for a room without chats', () => {
    expect(planResume(room([]), lc, undefined)).toEqual({ kind: 'start', turnIndex: 0 });
  });
  it('starts the next turn after a stored answer', () => {
    expect(planResume(room([chat('MODEL', 'a'), chat('CANDIDATE', 'b')]), lc, undefined)).toEqual({
      kind: 'start',
      turnIndex: 1,
    });
  });
  it('continues a half-sent turn it knows about', () => {
    const c = chat('MODEL', 'a');
    const p = { scenarioId: 'generic', turnIndex: 0, framesSent: 1, hintSent: false, chat: c };
    expect(planResume(room([c]), lc, p)).toEqual({ kind: 'continue', progress: p });
  });
  it("hands the turn to the candidate when the interviewer's turn was delivered", () => {
    const c = chat('MODEL', 'a');
    const p = { scenarioId: 'generic', turnIndex: 0, framesSent: 3, hintSent: true, chat: c };
    expect(planResume(room([c]), lc, p)).toEqual({ kind: 'user-turn', progress: p });
    expect(planResume(room([c]), lc, undefined)).toMatchObject({
      kind: 'user-turn',
      progress: { turnIndex: 0 },
    });
  });
  it('is finished once the closing was delivered', () => {
    const chats = lc.turns.flatMap((t, i) =>
      t.kind === 'closing' ? [chat('MODEL', `m${i}`)] : [chat('MODEL', `m${i}`), chat('CANDIDATE', `c${i}`)],
    );
    expect(planResume(room(chats), lc, undefined)).toEqual({ kind: 'finished' });
  });
});

describe('SocketRules', () => {
  it('prefers room rules, consumes counted rules and clears by scope', () => {
    const f = new SocketRules();
    f.add({ kind: 'error', scope: {}, remaining: 1, code: 'GLOBAL', message: '', atTurn: null });
    f.add({ kind: 'error', scope: { roomId: 'r1' }, remaining: 2, code: 'ROOM', message: '', atTurn: 2 });
    const t = { roomId: 'r1', candidateId: 'c1' };
    expect(f.take(t, errorAt(1))?.code).toBe('GLOBAL');
    expect(f.take(t, errorAt(1))).toBeUndefined();
    expect(f.take(t, errorAt(2))?.code).toBe('ROOM');
    expect(f.take(t, errorAt(2))?.code).toBe('ROOM');
    expect(f.take(t, errorAt(2))).toBeUndefined();
    f.add({ kind: 'delay', scope: { candidateId: 'c1' }, remaining: Infinity, ms: 10, jitterMs: 10 });
    expect(f.delayFor(t, () => 0.5)).toBe(15);
    expect(f.delayFor({ roomId: 'r2', candidateId: 'c2' })).toBe(0);
    expect(f.clear({ candidateId: 'c1' })).toBe(1);
    expect(f.delayFor(t)).toBe(0);
  });
});

describe('SessionRegistry', () => {
  const sock = (roomId: string) => {
    const s = { roomId, candidateId: 'c', open: true, closedWith: null as null | [number, string] };
    return Object.assign(s, {
      isOpen: () => s.open,
      close: (code: number, reason: string) => {
        s.open = false;
        s.closedWith = [code, reason];
      },
    }) as RegisteredSocket & typeof s;
  };
  it('lets one socket hold a room; revoke closes it with 4001 and frees the room', () => {
    const r = new SessionRegistry();
    const a = sock('room');
    const b = sock('room');
    r.add(a);
    r.add(b);
    expect(r.claim(a)).toBe(true);
    expect(r.claim(b)).toBe(false);
    expect(r.revokeRoomConnection('room')).toBe(true);
    expect(a.closedWith).toEqual([4001, 'revoked']);
    expect(r.claim(b)).toBe(true);
    expect(r.revokeRoomConnection('other')).toBe(false);
  });
});

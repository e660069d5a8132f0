// routes/candidate-interview-rooms: rooms, their chats and clock, and the dashboard stats.
import { monthOverMonthChange } from '@mockint/api-contract';
import { durationSeconds } from './catalogue.ts';
import { notFound } from './errors.ts';
import { newId } from './ids.ts';
import { paginate, type Page, type PageQuery } from './paging.ts';
import type { ChatRecord, RoomRecord } from './types.ts';
import type { StoreState } from './state.ts';

export function getRoom(state: StoreState, roomId: string): RoomRecord | undefined {
  return state.rooms.get(roomId);
}

/** undefined when the room does not exist or belongs to someone else (callers answer 404 either way). */
export function getRoomForCandidate(
  state: StoreState,
  roomId: string,
  candidateId: string,
): RoomRecord | undefined {
  return state.roomOf(roomId, candidateId);
}

export function listRooms(state: StoreState, candidateId: string, query: PageQuery): Page<RoomRecord> {
  const mine = state.roomsOf(candidateId);
  return paginate(
    mine,
    query,
    {
      createdAt: (r) => r.createdAt,
      registeredAt: (r) => r.registeredAt,
      joinedAt: (r) => r.joinedAt,
      status: (r) => r.status,
      companyName: (r) => r.companyName.toLowerCase(),
    },
    'createdAt,desc',
  );
}

export function timeElapsed(state: StoreState, room: RoomRecord): number {
  if (room.status === 'REGISTERED' || room.timeRemaining === null) return 0;
  return Math.max(0, durationSeconds(state, room.interviewDurationId) - room.timeRemaining);
}

export function appendChat(
  state: StoreState,
  roomId: string,
  chat: Omit<ChatRecord, 'id' | 'timestamp'> & Partial<Pick<ChatRecord, 'id' | 'timestamp'>>,
): ChatRecord {
  const room = state.rooms.get(roomId);
  if (!room) throw notFound('Interview room');
  const full: ChatRecord = {
    id: chat.id ?? newId(),
    timestamp: chat.timestamp ?? state.iso(),
    sender: chat.sender,
    sentences: chat.sentences,
  };
  room.chats.push(full);
  state.changed();
  return full;
}

/**
 * The latest offer on the table in a live salary negotiation (the socket's analytics): it becomes the room's
 * salaryFinalOffer, so the report shows the figure the candidate last saw in the room (decision 0670).
 */
export function recordOffer(state: StoreState, roomId: string, offer: number | null): void {
  const room = state.rooms.get(roomId);
  if (!room || room.status !== 'ONGOING' || offer === null) return;
  room.salaryFinalOffer = offer;
  state.changed();
}

export function setTimeRemaining(state: StoreState, roomId: string, seconds: number): void {
  const room = state.rooms.get(roomId);
  if (!room || room.status !== 'ONGOING') return;
  room.timeRemaining = Math.max(0, Math.floor(seconds));
  state.changed();
}

export function getStats(
  state: StoreState,
  candidateId: string,
): {
  all: { sessions: number };
  month: { sessions: number; previousSessions: number; percentageChange: number | null };
} {
  const now = new Date(state.now());
  const thisMonth = now.toISOString().slice(0, 7);
  const prev = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  let all = 0;
  let cur = 0;
  let last = 0;
  for (const r of state.roomsOf(candidateId)) {
    all++;
    const m = r.createdAt.slice(0, 7);
    if (m === thisMonth) cur++;
    else if (m === prev) last++;
  }
  return {
    all: { sessions: all },
    month: {
      sessions: cur,
      previousSessions: last,
      percentageChange: monthOverMonthChange({ previous: last, current: cur }),
    },
  };
}

// The room's places (decision 0546): one layout for the live room and its skeleton, so nothing moves between
// them, and the skeleton the build prerenders as the room's frame.
import type { ReactNode } from 'react';
import { HintBox } from './hint-box';
import { CandidateTile, InterviewerTile, LOADING_CANDIDATE_TILE } from './participant-tiles';
import { RoomFooter } from './room-footer';
import { RoomHeader } from './room-header';

/** How the room opens: Live Transcript and the coach off, hints and captions on (the skeleton shows the same). */
export const INITIAL_VIEW = { transcript: false, hints: true, captions: true, coach: false } as const;
const noop = () => undefined;

/** The room's places, shared by the live room and its skeleton so that nothing moves between them. */
export function RoomLayout(props: {
  header: ReactNode;
  tiles: ReactNode;
  content: ReactNode;
  aside?: ReactNode;
  footer: ReactNode;
  children?: ReactNode;
  /** The machine's phase, exposed for e2e diagnostics (the chaos test reports where a room got stuck); none while loading. */
  phase?: string;
}) {
  return (
    <div
      className="flex min-h-dvh flex-col"
      data-phase={props.phase}
      aria-busy={props.phase ? undefined : true}
    >
      {props.header}
      <main className="flex flex-1 flex-col gap-4 p-4 lg:flex-row">
        <div className="flex flex-1 flex-col gap-4">
          <div className="flex flex-col gap-4 md:flex-row">{props.tiles}</div>
          {props.content}
        </div>
        {props.aside}
      </main>
      {props.footer}
      {props.children}
    </div>
  );
}

/**
 * The room until its data (the room, the candidate, the session machine) is in: the live room's layout with
 * skeleton names, the clock in dashes and every control disabled, instead of a lone spinner. It is what the
 * build prerenders as the room's frame (decision 0546), so a slow phone paints the room before any script.
 */
export function RoomSkeleton({ withCoach }: { withCoach: boolean }) {
  return (
    <RoomLayout
      header={<RoomHeader title={null} subtitle={null} timeRemaining={null} />}
      tiles={
        <>
          <InterviewerTile name={null} status={null} speaking={false} canRepeat={false} onRepeat={noop} />
          <CandidateTile {...LOADING_CANDIDATE_TILE} />
        </>
      }
      content={INITIAL_VIEW.hints ? <HintBox hint="" /> : null}
      footer={
        <RoomFooter
          transcript={INITIAL_VIEW.transcript}
          hints={INITIAL_VIEW.hints}
          captions={INITIAL_VIEW.captions}
          onToggleTranscript={noop}
          onToggleHints={noop}
          onToggleCaptions={noop}
          onEnd={noop}
          endDisabled
          loading
          coach={withCoach ? { pressed: INITIAL_VIEW.coach, onToggle: noop } : undefined}
        />
      }
    />
  );
}

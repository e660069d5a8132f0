import { Mic, Play, RotateCcw, Square, UserPen } from 'lucide-react';
import { Avatar, Button, cn, InlineSkeleton } from '@mockint/ui';
import type { OnDemandDialogTrigger } from '@/lib/on-demand';
import { useStreamLevel } from '../../hooks/use-stream-level';
import { stopButtonLabel, MIN_RECORDING_SECONDS, type MediaStreamLike } from '../../audio/recorder';
import { LevelMeterBar } from '../level-meter-bar';
import type { InterviewerStatus } from '../../session/session-view';

function Tile({
  children,
  label,
  active,
  tour,
}: {
  children: React.ReactNode;
  label: string;
  active: boolean;
  tour: string;
}) {
  return (
    <section
      aria-label={label}
      data-tour={tour}
      className={cn(
        'relative flex min-h-56 flex-1 flex-col items-center justify-center gap-3 rounded-xl border bg-card p-6 transition-shadow',
        active ? 'border-primary shadow-[0_0_0_3px_var(--color-ring)]' : 'border-border',
      )}
    >
      {children}
    </section>
  );
}

/** A name not known yet (the room is loading, decision 0546): a skeleton line of a name's height. */
function NameOrSkeleton({ name }: { name: string | null }) {
  return name ?? <InlineSkeleton className="my-1 h-4 w-28" />;
}

/** The interviewer tile's status while its sentence is paused from outside the room (decision 0643). */
export const INTERVIEWER_PAUSED = 'Audio paused';

export function InterviewerTile(props: {
  /** Null while the room loads. */
  name: string | null;
  status: InterviewerStatus | null;
  speaking: boolean;
  canRepeat: boolean;
  onRepeat: () => void;
  /** The sentence was paused from outside the room (media keys, the OS): said, with Resume (decision 0643). */
  paused?: boolean;
  onResume?: () => void;
}) {
  return (
    <Tile
      label={props.name ? `Interviewer ${props.name}` : 'Interviewer'}
      active={props.speaking}
      tour="interviewer"
    >
      <Avatar name={props.name} size="lg" />
      <p className="font-medium">
        <NameOrSkeleton name={props.name} />
      </p>
      <p className="min-h-5 text-sm text-muted-foreground" role="status">
        {props.status ?? (props.paused ? INTERVIEWER_PAUSED : props.speaking ? 'Speaking' : '')}
      </p>
      {props.paused && props.onResume ? (
        <Button type="button" size="sm" onClick={props.onResume}>
          <Play aria-hidden="true" /> Resume
        </Button>
      ) : null}
      {props.canRepeat ? (
        <Button type="button" variant="outline" size="sm" onClick={props.onRepeat}>
          <RotateCcw aria-hidden="true" /> Repeat Response
        </Button>
      ) : null}
    </Tile>
  );
}

function MicLevel({ stream, muted }: { stream: MediaStreamLike | null | undefined; muted: boolean }) {
  const { level, micWorking } = useStreamLevel(stream);
  return (
    <div className="flex w-40 flex-col items-center gap-1">
      <LevelMeterBar level={level} label="Your microphone level" />
      {/* Muted outranks "working": sound heard before the mute does not make the silence after it an answer. */}
      {muted ? (
        <span className="text-xs font-medium text-destructive" role="status">
          Microphone muted
        </span>
      ) : (
        <span className="text-xs text-muted-foreground">
          {micWorking ? 'Microphone working' : 'Waiting for sound'}
        </span>
      )}
    </div>
  );
}

export interface CandidateTileProps {
  /** Null while the room loads. */
  name: string | null;
  avatar: string | null | undefined;
  recording: boolean;
  elapsedSeconds: number;
  remainingSeconds: number;
  /** The open recording's stream, metered here so its reading every frame re-renders this meter, not the room. */
  stream: MediaStreamLike | null | undefined;
  /** The recording's microphone is muted: it records silence (decision 0660). */
  muted?: boolean;
  canStart: boolean;
  onStart: () => void;
  onStop: () => void;
  /** Edit name: the room's on-demand dialog trigger (downloads on hover or focus, opens on press); absent (the
   * button disabled) while the room loads. */
  editName?: OnDemandDialogTrigger;
}

/** The candidate tile while the room loads (its skeleton, decision 0546): no name yet, nothing to press. */
export const LOADING_CANDIDATE_TILE: CandidateTileProps = {
  name: null,
  avatar: null,
  recording: false,
  elapsedSeconds: 0,
  remainingSeconds: 0,
  stream: null,
  canStart: false,
  onStart: () => undefined,
  onStop: () => undefined,
};

export function CandidateTile(props: CandidateTileProps) {
  const stopLocked = props.elapsedSeconds < MIN_RECORDING_SECONDS;
  return (
    <Tile label={props.name ? `You (${props.name})` : 'You'} active={props.recording} tour="candidate">
      <Avatar name={props.name} src={props.avatar} size="lg" />
      <p className="flex items-center gap-2 font-medium">
        <NameOrSkeleton name={props.name} />
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label="Edit name"
          disabled={!props.editName}
          {...props.editName}
        >
          <UserPen aria-hidden="true" />
        </Button>
      </p>
      <MicLevel stream={props.stream} muted={props.recording && props.muted === true} />
      {/* One place for the response button, so both tour steps (start, end) point at it whichever shows. */}
      <div data-tour="response" className="flex flex-col items-center gap-1">
        {props.recording ? (
          <>
            <Button type="button" variant="destructive" disabled={stopLocked} onClick={props.onStop}>
              <Square aria-hidden="true" /> {stopButtonLabel(props.elapsedSeconds)}
            </Button>
            <span className="text-xs text-muted-foreground" aria-live="off">
              {props.remainingSeconds}s left
            </span>
          </>
        ) : (
          <Button type="button" disabled={!props.canStart} onClick={props.onStart}>
            <Mic aria-hidden="true" /> Start Speaking
          </Button>
        )}
      </div>
    </Tile>
  );
}

import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Avatar, Button, Skeleton } from '@mockint/ui';
import { paths, withQuery } from '@/config/paths';
import { useCandidate } from '@/hooks/use-candidate';
import { removeKeys } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useInterviewRoom } from '@/api/get-interview-room';
import { useJoinInterview } from '../api/join-interview';
import { canJoin, sessionMismatch, STORED_INTERVIEW_KEYS } from '../utils/join-rules';
import { needsNickname } from '../utils/nickname';
import { DeviceSettingsCard, type DeviceCheckState } from './device-settings-card';
import { AnswersKeptNote } from './answers-kept-note';
import { EngineSupportNotice } from './engine-support-notice';
import { PlatformBlock } from './platform-gate';
import { CANDIDATE_ID_MISSING } from '@/lib/messages';
import { SELECT_MICROPHONE } from '../hooks/use-mic-test';
import { displayName } from '@/lib/people';
import { useOnDemandDialog } from '@/lib/on-demand';
import { EditNamePart, nicknameDialog } from './edit-name-part';

export const JOIN_MESSAGES = {
  invalidSession: 'Invalid session id, please try again',
  mismatch: 'Cannot proceed joining interview room, invalid session',
  noCandidate: CANDIDATE_ID_MISSING,
  selectMicrophone: SELECT_MICROPHONE,
} as const;

/** /interview/join?session={id}: device check, nickname and the join call (the spec's join page). */
export function JoinPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const navigate = useNavigate();
  const { candidate } = useCandidate();
  const room = useInterviewRoom(sessionId);
  const join = useJoinInterview();
  const [devices, setDevices] = useState<DeviceCheckState>({
    microphoneId: null,
    speakerId: null,
    recordedBlob: null,
    microphoneTestPassed: false,
  });
  // The nickname form (react-hook-form and its resolver) downloads when the dialog first opens, or on Edit
  // name's hover or focus, not with the page: most candidates already have a nickname (as the room does,
  // decision 0464).
  const editName = useOnDemandDialog(nicknameDialog);
  const openNickname = editName.setOpen;
  const hintId = useId();

  useEffect(() => {
    if (!sessionId) {
      notify.error(JOIN_MESSAGES.invalidSession);
      navigate(paths.login, { replace: true });
    }
  }, [sessionId, navigate]);

  useEffect(() => {
    if (needsNickname(candidate)) openNickname(true);
  }, [candidate, openNickname]);

  const onDevices = useCallback((state: DeviceCheckState) => setDevices(state), []);

  const enabled = canJoin({
    microphoneId: devices.microphoneId,
    joining: join.isPending,
    recordedBlob: devices.recordedBlob,
    sessionId,
    roomId: room.data?.id,
  });

  const mismatch = sessionMismatch({
    sessionId,
    roomId: room.data?.id,
    roomSettled: !room.isPending || room.isError,
  });
  // Why Join Interview is disabled, under it and as its description (decision 0530: never a silent disabled button).
  const hint = mismatch
    ? JOIN_MESSAGES.mismatch
    : !devices.recordedBlob
      ? 'Test your microphone to enable joining.'
      : null;

  const onJoin = async () => {
    if (!devices.microphoneId) return notify.error(JOIN_MESSAGES.selectMicrophone);
    if (!sessionId || !room.data || room.data.id !== sessionId) return notify.error(JOIN_MESSAGES.mismatch);
    if (!candidate?.id) return notify.error(JOIN_MESSAGES.noCandidate);
    try {
      await join.mutateAsync({
        interviewRoomId: room.data.id,
        candidateId: candidate.id,
        interviewerId: room.data.interviewer.id,
      });
    } catch {
      return; // 'Failed to join interview session' comes from the mutation meta.
    }
    removeKeys(STORED_INTERVIEW_KEYS);
    navigate(withQuery(paths.interviewRoom, { session: sessionId }));
  };

  const name = displayName(candidate);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col items-center gap-8 px-4 py-10">
      <header className="flex w-full flex-col items-center gap-3 text-center">
        <Avatar name={candidate?.fullName} src={candidate?.avatar} size="lg" />
        <div>
          {candidate ? (
            <h1 className="text-2xl font-semibold">{name || 'Candidate'}</h1>
          ) : (
            // Until the profile is here (and in the build's prerendered frame, decision 0540): the name's line,
            // not a made-up name.
            <Skeleton data-testid="name-loading" className="mx-auto h-8 w-40" />
          )}
          {room.data ? (
            <p className="text-sm text-muted-foreground">
              {room.data.interviewJobRole.label} · {room.data.companyName} · with{' '}
              {displayName(room.data.interviewer)}
            </p>
          ) : room.isPending && sessionId ? (
            // One text-sm line, as the details will be: a spinner here was taller, and the page below
            // moved up when the room arrived (CLS 0.093 of 0.1 on a slow phone).
            <Skeleton data-testid="room-details-loading" className="mx-auto my-0.5 h-4 w-56" />
          ) : null}
        </div>
        <Button type="button" variant="link" size="sm" {...editName.trigger} disabled={!candidate}>
          Edit name
        </Button>
      </header>
      <EngineSupportNotice />
      <DeviceSettingsCard onChange={onDevices} />
      <div className="flex flex-col items-center gap-2">
        <Button
          type="button"
          size="lg"
          disabled={!enabled}
          loading={join.isPending}
          onClick={() => void onJoin()}
          aria-describedby={hint ? hintId : undefined}
        >
          Join Interview
        </Button>
        {mismatch ? (
          <p id={hintId} role="alert" className="text-sm text-destructive-soft">
            {hint}
          </p>
        ) : hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <AnswersKeptNote />
      </div>
      <EditNamePart editName={editName} candidate={candidate} required={needsNickname(candidate)} />
      <PlatformBlock />
    </main>
  );
}

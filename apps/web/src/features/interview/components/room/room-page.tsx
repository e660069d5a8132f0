import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Candidate, InterviewRoom } from '@mockint/api-contract';
import { paths } from '@/config/paths';
import { useCandidate } from '@/hooks/use-candidate';
import { useUnloadGuard } from '@/hooks/use-unload-guard';
import { openFeedbackDialog, withdrawFeedbackDialog } from '@/hooks/use-feedback-dialog';
import { interviewTypeLabel } from '@/lib/format';
import { readString, writeString } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useInterviewRoom } from '@/api/get-interview-room';
import {
  interviewerDisplayName,
  useInterviewSession,
  type KeepAnswers,
  useSessionSnapshot,
  useStartInterview,
} from '../../hooks/use-interview-session';
import { useMediaPermission } from '../../hooks/use-media-permission';
import { useRoomShortcuts } from '../../hooks/use-room-shortcuts';
import { useDeviceStore } from '../../session/device-store';
import { keptDraftKey, readKeptDraft, writeKeptDraft } from '../../session/kept-answer';
import type { LeaveDestination } from '../../session/session-types';
import { canAnswer, interviewerStatus } from '../../session/session-view';
import { INTRO_KEY, shouldShowTour } from '../../utils/guided-tour';
import { Captions } from './captions';
import { FloatingFeedbackButton } from './floating-feedback-button';
import { GuidedTour } from './guided-tour';
import { HintBox } from './hint-box';
import { NegotiationPanel } from './negotiation-panel';
import { CandidateTile, InterviewerTile } from './participant-tiles';
import { LeaveDialog, PermissionDialog, SessionErrorDialog, StartInterviewDialog } from './room-dialogs';
import { COACH_MESSAGES, RoomFooter } from './room-footer';
import { ResendAnswer } from './resend-answer';
import { RoomLoadError } from './room-load-error';
import { RoomHeader } from './room-header';
import { INITIAL_VIEW, RoomLayout, RoomSkeleton } from './room-layout';
import { TranscriptPanel } from './transcript-panel';
import { DEVICE_MESSAGES } from '../../hooks/use-media-devices';
import { displayName } from '@/lib/people';
import { useOnDemandDialog } from '@/lib/on-demand';
import { EditNamePart, nicknameDialog } from '../edit-name-part';

export const ROOM_MESSAGES = {
  invalidSession: 'Oops! Invalid session id',
  notOngoing: 'Sorry, this interview is not started yet or already ended',
  permissions: DEVICE_MESSAGES.permissionsRequired,
  hintsOn: 'Smart Answer Suggestion is on',
  hintsOff: 'Smart Answer Suggestion is off',
  captionsOn: 'Captions are on',
  captionsOff: 'Captions are off',
} as const;

/** What the app's coach slot receives (decision 0802): the recording's stream while answering, and its time. */
export interface RoomCoachProps {
  stream: MediaStream | null;
  elapsedSeconds: number;
}

/** What the route passes in from the coaching, a feature the room may not import (decision 0002). */
export interface RoomPageProps {
  coach?: (props: RoomCoachProps) => ReactNode;
  /** Given the session controller's answer seam once the room runs: the app subscribes the coaching (0059). */
  keepAnswers?: KeepAnswers;
}

/** /interview/room?session={id}: guards, then the live room (the spec's interview room). */
export function RoomPage(slots: RoomPageProps = {}) {
  const [params] = useSearchParams();
  // `?session=` is the route's parameter; inside the feature it is the room id.
  const roomId = params.get('session');
  const navigate = useNavigate();
  const { candidate } = useCandidate();
  const room = useInterviewRoom(roomId);
  // On the document's first page (location key 'default') the only copy in the cache is the one the
  // first-load prefetch just brought (decision 0460): fresh. After a navigation, wait for a fetch of our own.
  const firstPage = useLocation().key === 'default';
  const fresh = room.isFetchedAfterMount || firstPage;
  const checked = useRef(false);
  // The room as admitted to the live room (fresh and ONGOING). From then on the live room stays whatever later
  // fetches say (decision 0634): a refetch that fails (the reconnect's, offline) or reads FINISHED (the
  // interview ending) must not unmount the socket, recorder, draft and pending answer; the session's own end
  // moves the candidate on.
  const [admitted, setAdmitted] = useState<InterviewRoom | null>(null);
  const live = admitted !== null && admitted.id === roomId ? admitted : null;
  if (!live && roomId && room.data?.id === roomId && fresh && room.data.status === 'ONGOING' && !room.isError)
    setAdmitted(room.data);

  useEffect(() => {
    if (!roomId) {
      notify.error(ROOM_MESSAGES.invalidSession);
      navigate(paths.login, { replace: true });
    }
  }, [roomId, navigate]);

  useEffect(() => {
    // Only the first load decides: the room turns FINISHED as the interview ends, which is not an error.
    // Decide on fresh data only: a cached copy from the join page still says REGISTERED.
    if (!room.data || !fresh || checked.current) return;
    checked.current = true;
    if (room.data.status !== 'ONGOING') {
      notify.error(ROOM_MESSAGES.notOngoing);
      navigate(paths.login, { replace: true });
    }
  }, [room.data, fresh, navigate]);

  if (live && candidate) {
    return <LiveRoom room={room.data?.id === live.id ? room.data : live} candidate={candidate} {...slots} />;
  }
  if (room.isError) {
    return (
      <RoomLoadError
        retrying={room.isFetching}
        onRetry={() => void room.refetch()}
        onBack={() => navigate(paths.dashboard)}
      />
    );
  }
  if (!roomId || !room.data || !fresh || !candidate || room.data.status !== 'ONGOING') {
    return <RoomSkeleton withCoach={Boolean(slots.coach)} />;
  }
  return <LiveRoom room={room.data} candidate={candidate} {...slots} />;
}

function LiveRoom({
  room,
  candidate,
  coach,
  keepAnswers,
}: RoomPageProps & { room: InterviewRoom; candidate: Candidate }) {
  const navigate = useNavigate();
  const controller = useInterviewSession(room, candidate.id, keepAnswers);
  const snapshot = useSessionSnapshot(controller);
  const startInterview = useStartInterview(controller, room, candidate.id);
  const { permission, request: requestPermission } = useMediaPermission();
  const [tourOpen, setTourOpen] = useState(() => shouldShowTour(readString(INTRO_KEY)));
  // 'Are you sure?' asked for End interview (feedback) or a header-menu link (dashboard, logout).
  const [leaveRequest, setLeaveRequest] = useState<LeaveDestination | null>(null);
  // The unsent answer lives here, not in the transcript panel: it survives hiding the panel and a reconnect;
  // sessionStorage keeps it through Refresh Page, a reload and an unmount (decision 0635).
  const draftKey = keptDraftKey(candidate.id, room.id);
  const [draft, setDraftState] = useState(() => readKeptDraft(draftKey));
  const setDraft = (text: string) => {
    setDraftState(text);
    writeKeptDraft(draftKey, text);
  };
  // Edit name is rare in the room: its form (react-hook-form) downloads on the button's hover or focus, not
  // with the room's first load (decision 0464).
  const editName = useOnDemandDialog(nicknameDialog);
  const [showTranscript, setShowTranscript] = useState<boolean>(INITIAL_VIEW.transcript);
  const [showHints, setShowHints] = useState<boolean>(INITIAL_VIEW.hints);
  const [showCaptions, setShowCaptions] = useState<boolean>(INITIAL_VIEW.captions);
  // Off by default (decision 0802): the room is busy enough for a first interview.
  const [showCoach, setShowCoach] = useState<boolean>(INITIAL_VIEW.coach);

  const session = snapshot?.session;
  const recording = snapshot?.recording;
  // The start dialog stays until the machine has really left idle (a click before the controller exists,
  // or a slow device query, must not leave the room closed and idle).
  const started = Boolean(session && session.phase !== 'idle');

  // Warn before unload once the interview has begun (the spec's interview room); not while Refresh Page is the way forward,
  // so its reload is not met by the browser's own "Reload site?" prompt (decision 0631).
  useUnloadGuard(Boolean(session?.guardsUnload));
  // The browser's Back (a swipe, Alt+←) asks the same while the interview runs, then leaves like End interview
  // (decision 0633). Only history steps are blocked: the room's own navigations are pushes and replaces.
  const blocker = useBlocker(
    ({ historyAction }) => historyAction === 'POP' && Boolean(session?.guardsUnload),
  );
  const canConfirmLeave = Boolean(session?.canConfirmLeave);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    // Under a session dialog a Back does nothing: that dialog has its own ways out (one modal, decision 0631).
    if (canConfirmLeave) setLeaveRequest('feedback');
  }, [blocker, canConfirmLeave]);

  const dispatch = controller?.dispatch;
  const userCanAnswer = session ? canAnswer(session) : false;

  const startRecording = useCallback(() => {
    dispatch?.({
      type: 'startRecording',
      hasRecorder: typeof MediaRecorder !== 'undefined',
      microphoneSelected: Boolean(useDeviceStore.getState().microphoneId),
    });
  }, [dispatch]);
  const stopRecording = useCallback(() => dispatch?.({ type: 'stopRecording' }), [dispatch]);

  useRoomShortcuts({
    canStart: userCanAnswer,
    recording: Boolean(session?.recording),
    elapsedSeconds: recording?.elapsedSeconds ?? 0,
    start: startRecording,
    stop: stopRecording,
  });

  const onTourDone = useCallback(() => {
    writeString(INTRO_KEY, 'true');
    setTourOpen(false);
  }, []);

  // One modal at a time (decision 0631). A session dialog (Connection Lost, taken over by another tab, …)
  // asks something else, and a time-out has already left: the leave confirmation is withdrawn rather than
  // left beneath to reappear (or to offer a Leave that does nothing); so are Edit name and the feedback dialog.
  const sessionDialog = session?.dialog ?? null;
  if (leaveRequest !== null && session && !session.canConfirmLeave) setLeaveRequest(null);
  if (sessionDialog && editName.open) editName.setOpen(false);
  useEffect(() => {
    if (sessionDialog) withdrawFeedbackDialog();
  }, [sessionDialog]);

  if (!session || !recording) return <RoomSkeleton withCoach={Boolean(coach)} />;

  const interviewerName = interviewerDisplayName(room);
  const candidateName = displayName(candidate);
  const status = interviewerStatus(session);
  const processing = session.userProcessing || session.modelProcessing;

  return (
    <RoomLayout
      phase={session.phase}
      header={
        <RoomHeader
          title={room.companyName}
          subtitle={`${interviewTypeLabel(room.interviewType)} · ${room.interviewJobRole.label}`}
          timeRemaining={session.timeRemaining}
          onLeaveRequest={session.canConfirmLeave ? setLeaveRequest : undefined}
        />
      }
      tiles={
        <>
          <InterviewerTile
            name={interviewerName}
            status={status}
            speaking={session.modelPlaying}
            canRepeat={userCanAnswer}
            onRepeat={() => dispatch?.({ type: 'repeat' })}
            paused={snapshot?.interviewerPaused === true}
            onResume={controller?.resumeInterviewer}
          />
          <CandidateTile
            name={candidateName}
            avatar={candidate.avatar}
            recording={session.recording}
            elapsedSeconds={recording.elapsedSeconds}
            remainingSeconds={recording.remainingSeconds}
            stream={recording.stream}
            muted={recording.muted}
            canStart={userCanAnswer}
            onStart={startRecording}
            onStop={stopRecording}
            editName={editName.trigger}
          />
        </>
      }
      content={
        <>
          {showCaptions ? (
            <Captions text={session.modelCaption} userSpeaking={session.recording} processing={processing} />
          ) : null}
          {showCoach && coach
            ? coach({
                stream: session.recording ? ((recording.stream as MediaStream | null) ?? null) : null,
                elapsedSeconds: recording.elapsedSeconds,
              })
            : null}
          {showHints ? <HintBox hint={session.userHint} /> : null}
          {room.interviewType === 'SALARY_NEGOTIATION' ? (
            <NegotiationPanel
              analytics={session.analytics}
              room={{
                currencyCode: room.interviewSalaryCurrency?.code ?? null,
                period: room.salaryPaymentPeriod,
              }}
            />
          ) : null}
          {session.canResend ? (
            <ResendAnswer
              why={session.pendingWhy}
              onResend={() => dispatch?.({ type: 'resendAnswer' })}
              onDiscard={() => dispatch?.({ type: 'discardAnswer' })}
            />
          ) : null}
          <p className="sr-only" aria-live="assertive">
            {session.userTurn && !session.recording ? 'Your turn to answer.' : ''}
          </p>
        </>
      }
      aside={
        showTranscript ? (
          <TranscriptPanel
            chats={session.chats}
            interviewerName={interviewerName}
            modelTyping={session.modelProcessing}
            userTyping={session.userProcessing}
            canSend={userCanAnswer}
            draft={draft}
            onDraftChange={setDraft}
            onSend={(text) => {
              if (controller?.sendText(text)) setDraft('');
            }}
          />
        ) : null
      }
      footer={
        <RoomFooter
          transcript={showTranscript}
          hints={showHints}
          captions={showCaptions}
          onToggleTranscript={() => setShowTranscript((v) => !v)}
          onToggleHints={() => {
            notify.info(showHints ? ROOM_MESSAGES.hintsOff : ROOM_MESSAGES.hintsOn);
            setShowHints((v) => !v);
          }}
          onToggleCaptions={() => {
            notify.info(showCaptions ? ROOM_MESSAGES.captionsOff : ROOM_MESSAGES.captionsOn);
            setShowCaptions((v) => !v);
          }}
          onEnd={() => setLeaveRequest('feedback')}
          endDisabled={!session.canConfirmLeave}
          coach={
            coach
              ? {
                  pressed: showCoach,
                  onToggle: () => {
                    notify.info(showCoach ? COACH_MESSAGES.off : COACH_MESSAGES.on);
                    setShowCoach((v) => !v);
                  },
                }
              : undefined
          }
        />
      }
    >
      <FloatingFeedbackButton onClick={() => openFeedbackDialog({ interviewRoomId: room.id })} />

      <PermissionDialog
        open={permission === 'denied'}
        onAllow={() => {
          void requestPermission().then((ok) => {
            if (!ok) notify.error(ROOM_MESSAGES.permissions);
          });
        }}
        onDecline={() => navigate(paths.login, { replace: true })}
      />
      <GuidedTour open={permission === 'granted' && tourOpen} onDone={onTourDone} />
      <StartInterviewDialog
        open={permission === 'granted' && !tourOpen && !started}
        onStart={() => void startInterview()}
      />
      <LeaveDialog
        open={leaveRequest !== null && session.canConfirmLeave}
        onOpenChange={(open) => !open && setLeaveRequest(null)}
        onLeave={() => dispatch?.({ type: 'leave', then: leaveRequest ?? 'feedback' })}
        unsentAnswer={session.unsentAnswer}
      />
      <SessionErrorDialog
        dialog={session.dialog}
        revoking={session.revoking}
        onRevoke={() => dispatch?.({ type: 'revokeOtherSession' })}
        onBackToDashboard={() => dispatch?.({ type: 'backToDashboard' })}
        onRetry={() => dispatch?.({ type: 'retryAfterAudioError' })}
        onRefresh={() => dispatch?.({ type: 'refreshPage' })}
        onReconnect={() => dispatch?.({ type: 'reconnect' })}
        onEndInterview={() => dispatch?.({ type: 'leave' })}
      />
      <EditNamePart editName={editName} candidate={candidate} />
    </RoomLayout>
  );
}

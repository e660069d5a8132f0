import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Candidate, InterviewRoom } from '@mockint/api-contract';
import { Button, Spinner } from '@mockint/ui';
import { paths } from '@/config/paths';
import { useCandidate } from '@/hooks/use-candidate';
import { openFeedbackDialog } from '@/hooks/use-feedback-dialog';
import { interviewTypeLabel } from '@/lib/format';
import { readString, writeString } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useInterviewRoom } from '../../api/get-interview-room';
import { getAudioContext, setAudioOutput } from '../../audio/audio-context';
import { startLevelMeter, SpeechDetector } from '../../audio/level-meter';
import { warmUpMediaElement } from '../../audio/media-element-player';
import { MIN_RECORDING_SECONDS } from '../../audio/recorder';
import { canAnswer, interviewerStatus } from '../../session/session-machine';
import { deviceStore } from '../../hooks/device-store';
import {
  interviewerDisplayName,
  useInterviewSession,
  useSessionSnapshot,
} from '../../hooks/use-interview-session';
import { splitDevices, toJoinDevices } from '../../utils/devices';
import { INTRO_KEY, shouldShowTour } from '../../utils/transcript';
import { NicknameDialog } from '../nickname-dialog';
import { Captions } from './captions';
import { FloatingFeedbackButton } from './floating-feedback-button';
import { GuidedTour } from './guided-tour';
import { HintBox } from './hint-box';
import { CandidateTile, InterviewerTile } from './participant-tiles';
import { LeaveDialog, PermissionDialog, SessionErrorDialog, StartInterviewDialog } from './room-dialogs';
import { RoomFooter } from './room-footer';
import { RoomHeader } from './room-header';
import { TranscriptPanel } from './transcript-panel';

export const ROOM_MESSAGES = {
  invalidSession: 'Oops! Invalid session id',
  notOngoing: 'Sorry, this interview is not started yet or already ended',
  permissions: 'Microphone and speaker permissions are required',
  hintsOn: 'Smart Answer Suggestion is on',
  hintsOff: 'Smart Answer Suggestion is off',
  captionsOn: 'Captions are on',
  captionsOff: 'Captions are off',
} as const;

/** /interview/room?session={id}: guards, then the live room (spec §2.3). */
export function RoomPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const navigate = useNavigate();
  const { candidate } = useCandidate();
  const room = useInterviewRoom(sessionId);
  const checked = useRef(false);

  useEffect(() => {
    if (!sessionId) {
      notify.error(ROOM_MESSAGES.invalidSession);
      navigate(paths.login, { replace: true });
    }
  }, [sessionId, navigate]);

  useEffect(() => {
    // Only the first load decides: the room turns FINISHED as the interview ends, which is not an error.
    // Decide on fresh data only: a cached copy from the join page still says REGISTERED.
    if (!room.data || !room.isFetchedAfterMount || checked.current) return;
    checked.current = true;
    if (room.data.status !== 'ONGOING') {
      notify.error(ROOM_MESSAGES.notOngoing);
      navigate(paths.login, { replace: true });
    }
  }, [room.data, room.isFetchedAfterMount, navigate]);

  if (room.isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">We could not load this interview</h1>
        <Button type="button" onClick={() => navigate(paths.dashboard)}>
          Back to Dashboard
        </Button>
      </main>
    );
  }
  if (!sessionId || !room.data || !room.isFetchedAfterMount || !candidate || room.data.status !== 'ONGOING') {
    return (
      <main className="flex min-h-dvh items-center justify-center" aria-busy="true">
        <Spinner size="lg" />
      </main>
    );
  }
  return <LiveRoom room={room.data} candidate={candidate} />;
}

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName));

function LiveRoom({ room, candidate }: { room: InterviewRoom; candidate: Candidate }) {
  const navigate = useNavigate();
  const controller = useInterviewSession(room, candidate.id);
  const snapshot = useSessionSnapshot(controller);
  const [permission, setPermission] = useState<'checking' | 'granted' | 'denied'>('checking');
  const [tourOpen, setTourOpen] = useState(() => shouldShowTour(readString(INTRO_KEY)));
  const [started, setStarted] = useState(false);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [nicknameOpen, setNicknameOpen] = useState(false);
  const [showTranscript, setShowTranscript] = useState(false);
  const [showHints, setShowHints] = useState(true);
  const [showCaptions, setShowCaptions] = useState(true);
  const [level, setLevel] = useState(0);
  const [micWorking, setMicWorking] = useState(false);

  const requestPermission = useCallback(async (): Promise<boolean> => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.getTracks().forEach((t) => t.stop());
      setPermission('granted');
      return true;
    } catch {
      setPermission('denied');
      return false;
    }
  }, []);

  useEffect(() => {
    void requestPermission();
  }, [requestPermission]);

  const session = snapshot?.session;
  const recording = snapshot?.recording;
  const finished = Boolean(session && (session.finished || session.leaving));

  // Warn before unload once the interview has begun (spec §2.3).
  useEffect(() => {
    if (!started || finished) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [started, finished]);

  // Live level of the recording microphone; "working" once sound was detected.
  useEffect(() => {
    const stream = recording?.stream;
    if (!stream) {
      setLevel(0);
      return;
    }
    const ctx = getAudioContext();
    const source = ctx.createMediaStreamSource(stream as MediaStream);
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const detector = new SpeechDetector();
    const stop = startLevelMeter({
      analyser,
      onLevel: (value) => {
        setLevel(value);
        if (detector.update(value, performance.now())) setMicWorking(true);
      },
    });
    return () => {
      stop();
      source.disconnect();
    };
  }, [recording?.stream]);

  const dispatch = controller?.dispatch;
  const userCanAnswer = session ? canAnswer(session) : false;

  const startRecording = useCallback(() => {
    dispatch?.({
      type: 'startRecording',
      hasRecorder: typeof MediaRecorder !== 'undefined',
      microphoneSelected: Boolean(deviceStore.get().microphoneId),
    });
  }, [dispatch]);
  const stopRecording = useCallback(() => dispatch?.({ type: 'stopRecording' }), [dispatch]);

  // Space / Enter start and stop a response when focus is not in a control.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== ' ' && e.key !== 'Enter') || e.repeat || isTypingTarget(e.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (!session) return;
      if (session.recording) {
        if ((recording?.elapsedSeconds ?? 0) < MIN_RECORDING_SECONDS) return;
        e.preventDefault();
        stopRecording();
      } else if (userCanAnswer) {
        e.preventDefault();
        startRecording();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session, recording?.elapsedSeconds, userCanAnswer, startRecording, stopRecording]);

  const onTourDone = useCallback(() => {
    writeString(INTRO_KEY, 'true');
    setTourOpen(false);
  }, []);

  const onStart = async () => {
    if (!dispatch) return;
    setStarted(true);
    // This click is the user gesture that lets the AudioContext play.
    const ctx = getAudioContext();
    void ctx.resume().catch(() => undefined);
    void warmUpMediaElement();
    const { microphoneId, speakerId } = deviceStore.get();
    await setAudioOutput(speakerId).catch(() => undefined);
    let devices: ReturnType<typeof toJoinDevices> = [];
    try {
      devices = toJoinDevices(
        splitDevices(await navigator.mediaDevices.enumerateDevices()),
        microphoneId,
        speakerId,
      );
    } catch {
      // The device list is informative; joining without it is better than not joining.
    }
    dispatch({
      type: 'start',
      join: {
        interviewRoomId: room.id,
        interviewLanguageId: room.interviewLanguage.id,
        candidateId: candidate.id,
        userAgent: navigator.userAgent,
        language: navigator.language,
        screenWidth: Math.round(window.screen.width),
        screenHeight: Math.round(window.screen.height),
        devices,
      },
    });
  };

  if (!session || !recording) return null;

  const interviewerName = interviewerDisplayName(room);
  const candidateName = candidate.nickname?.trim() || candidate.fullName;
  const status = interviewerStatus(session);
  const processing = session.userProcessing || session.modelProcessing;

  return (
    <div className="flex min-h-dvh flex-col">
      <RoomHeader
        title={room.companyName}
        subtitle={`${interviewTypeLabel(room.interviewType)} · ${room.interviewJobRole.label}`}
        timeRemaining={session.timeRemaining}
      />
      <main className="flex flex-1 flex-col gap-4 p-4 lg:flex-row">
        <div className="flex flex-1 flex-col gap-4">
          <div className="flex flex-col gap-4 md:flex-row">
            <InterviewerTile
              name={interviewerName}
              status={status}
              speaking={session.modelPlaying}
              canRepeat={session.userTurn && !session.recording && !session.modelPlaying && session.connected}
              onRepeat={() => dispatch?.({ type: 'repeat' })}
            />
            <CandidateTile
              name={candidateName}
              avatar={candidate.avatar}
              recording={session.recording}
              elapsedSeconds={recording.elapsedSeconds}
              remainingSeconds={recording.remainingSeconds}
              level={level}
              micWorking={micWorking}
              canStart={userCanAnswer}
              onStart={startRecording}
              onStop={stopRecording}
              onEditName={() => setNicknameOpen(true)}
            />
          </div>
          {showCaptions ? (
            <Captions text={session.modelCaption} userSpeaking={session.recording} processing={processing} />
          ) : null}
          {showHints ? <HintBox hint={session.userHint} /> : null}
          <p className="sr-only" aria-live="assertive">
            {session.userTurn && !session.recording ? 'Your turn to answer.' : ''}
          </p>
        </div>
        {showTranscript ? (
          <TranscriptPanel
            chats={session.chats}
            interviewerName={interviewerName}
            modelTyping={session.modelProcessing}
            userTyping={session.userProcessing}
            canSend={userCanAnswer}
            onSend={(text) => {
              dispatch?.({ type: 'sendText', text });
              return text.trim().length > 0;
            }}
          />
        ) : null}
      </main>
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
        onEnd={() => setLeaveOpen(true)}
        endDisabled={finished}
      />
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
        onStart={() => void onStart()}
      />
      <LeaveDialog
        open={leaveOpen}
        onOpenChange={setLeaveOpen}
        onLeave={() => dispatch?.({ type: 'leave' })}
      />
      <SessionErrorDialog
        dialog={session.dialog}
        revoking={session.revoking}
        onRevoke={() => dispatch?.({ type: 'revokeOtherSession' })}
        onBackToDashboard={() => dispatch?.({ type: 'backToDashboard' })}
        onRetry={() => dispatch?.({ type: 'retryAfterAudioError' })}
        onRefresh={() => dispatch?.({ type: 'refreshPage' })}
        onReconnect={() => dispatch?.({ type: 'reconnect' })}
      />
      <NicknameDialog open={nicknameOpen} onOpenChange={setNicknameOpen} candidate={candidate} />
    </div>
  );
}

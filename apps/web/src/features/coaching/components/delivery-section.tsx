import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Chat } from '@mockint/api-contract/socket';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton, cn } from '@mockint/ui';
import { useMetricSettings, useRoomAnswers } from '../hooks/use-stored-answers';
import { ALL_METRICS_ON, type MetricSettings } from '../utils/metric-settings';
import { MetricSettingsCard } from './metric-settings-card';
import {
  BANDS,
  fillerVerdict,
  formatLength,
  lengthVerdict,
  paceOf,
  paceSource,
  paceVerdict,
  pauseVerdict,
  TRANSCRIPT_SOURCE,
  type MetricVerdict,
} from '../analysis/bands';
import {
  ABSENT_TEXT,
  buildQuestionItems,
  interviewDelivery,
  type InterviewDelivery,
  type QuestionItem,
} from '../utils/per-question';
import { AnswerReplay } from './answer-replay';
import { PracticeAgain } from './practice-again';
import { useRoomAttempts, type CreateAttemptRecorder } from '../hooks/use-practice';
import type { StoredAttempt } from '../api/answer-store';
import { answerAnchor, DeliveryTimeline } from './delivery-timeline';
import { RecordingsControls } from './recordings-controls';

export interface DeliverySectionProps {
  roomId: string;
  chats: Chat[];
  /** 'full' on the report; 'short' on the feedback page (summary and out-of-band answers only). */
  variant?: 'full' | 'short';
  /** Where the full section lives (the short version links to it). */
  reportHref?: string;
  /**
   * The room's recorder, given by the app: with it, each answered question offers "Practice this answer
   * again" (decision 0813; the full variant only).
   */
  createRecorder?: CreateAttemptRecorder;
}

const fmt = {
  wpm: (v: number | null) => (v === null ? '—' : `${Math.round(v)} wpm`),
  per100: (v: number | null) => (v === null ? '—' : `${v.toFixed(1)} per 100 words`),
  seconds: (v: number | null) => (v === null ? '—' : `${v.toFixed(1)} s`),
  share: (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)} %`),
};

/** Why the share of talk is counted in words (decision 0803), and from what (0812). */
const TALK_SHARE_BY_WORDS = `By words of ${TRANSCRIPT_SOURCE}: talk time is known only when every answer was spoken and recorded on this device.`;

/** The label of a figure computed from the transcript (decision 0812). */
const fromTranscript = (label: string) => `${label} (from ${TRANSCRIPT_SOURCE})`;

const statusText = {
  in: 'in band',
  low: 'below the band',
  high: 'above the band',
  unknown: 'not measured',
} as const;

/** Delivery, question by question: loaded lazily by the report and the feedback page. */
export default function DeliverySection({
  roomId,
  chats,
  variant = 'full',
  reportHref,
  createRecorder,
}: DeliverySectionProps) {
  const answers = useRoomAnswers(roomId);
  const attempts = useRoomAttempts(roomId);
  const settings = useMetricSettings();
  // Storage blocked: nothing was switched off on this device that could be read, so every figure shows.
  const shown = settings.shown ?? ALL_METRICS_ON;
  const items = useMemo(
    () => buildQuestionItems(chats, answers.data ?? [], shown),
    [chats, answers.data, shown],
  );
  const summary = useMemo(() => interviewDelivery(chats, items), [chats, items]);

  if (answers.isPending || (settings.shown === undefined && !settings.isError))
    return (
      <Card aria-busy="true">
        <CardHeader>
          <CardTitle>Delivery, question by question</CardTitle>
        </CardHeader>
        <CardContent>
          <Skeleton className="h-40 w-full" />
        </CardContent>
      </Card>
    );

  const unavailable = answers.isError;
  if (variant === 'short') {
    const flagged = items.filter((i) => i.outOfBand);
    return (
      <Card data-testid="delivery-short">
        <CardHeader>
          <CardTitle>Your delivery</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <DeliveryFigures summary={summary} shown={shown} />
          <DeviceNote summary={summary} unavailable={unavailable} />
          {flagged.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {flagged.map((item) => (
                <li key={item.chatId}>
                  <span className="font-medium">Answer {item.number}:</span> {reasons(item, shown).join(' ')}
                </li>
              ))}
            </ul>
          ) : summary.measured ? (
            <p className="text-sm text-muted-foreground">
              Every measured answer was within the target bands.
            </p>
          ) : null}
          {reportHref ? (
            // Wraps like text: as a one-line button it ran 33 px past a 320 px screen.
            <Button asChild variant="link" className="h-auto self-start whitespace-normal px-0 text-left">
              <Link to={reportHref}>Question-by-question replay in the full report</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    );
  }

  return (
    <section
      className="flex flex-col gap-4 print:break-before-page"
      aria-labelledby="delivery-heading"
      data-testid="delivery-section"
    >
      <Card>
        <CardHeader>
          <CardTitle id="delivery-heading">Delivery, question by question</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <DeliveryFigures summary={summary} shown={shown} />
          <DeviceNote summary={summary} unavailable={unavailable} />
          <ScriptedTranscriptNote />
          {items.length ? (
            <>
              {shown.pace || shown.pauses || shown.length ? (
                <DeliveryTimeline items={items} shown={shown} />
              ) : null}
              <details className="text-sm print:hidden">
                <summary className="cursor-pointer text-muted-foreground">Delivery as a list</summary>
                <ol className="mt-3 flex flex-col gap-1">
                  {items.map((item) => (
                    <li key={item.chatId}>
                      <a className="underline underline-offset-4" href={`#${answerAnchor(item.number)}`}>
                        Answer {item.number}
                      </a>
                      : {listFigures(item, shown)}
                      {item.outOfBand ? ' (out of band)' : ''}
                    </li>
                  ))}
                </ol>
              </details>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">This session has no answers from you to show.</p>
          )}
        </CardContent>
      </Card>
      {items.map((item) => (
        <QuestionCard
          key={item.chatId}
          item={item}
          shown={shown}
          roomId={roomId}
          createRecorder={createRecorder}
          attempts={(attempts.data ?? []).filter((a) => a.chatId === item.chatId)}
        />
      ))}
      <MetricSettingsCard />
      <RecordingsControls roomId={roomId} hasAny={(answers.data?.length ?? 0) > 0} />
    </section>
  );
}

/** "pace 150 wpm, fillers …": one answer's shown figures as text. */
function listFigures(item: QuestionItem, shown: MetricSettings): string {
  const m = item.metrics;
  return [
    shown.pace ? `pace ${fmt.wpm(paceOf(m))}` : null,
    shown.fillers ? `fillers ${fmt.per100(m.fillersPer100)}` : null,
    shown.pauses ? `longest pause ${fmt.seconds(m.audio?.longestPause ?? null)}` : null,
    shown.length ? `length ${formatLength(m.length)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

function DeliveryFigures({ summary, shown }: { summary: InterviewDelivery; shown: MetricSettings }) {
  const byTime = summary.talkShareBasis === 'time';
  const all: [keyof MetricSettings, string, string, MetricVerdict | null, string | null][] = [
    [
      'pace',
      summary.paceFromTranscript ? fromTranscript('Pace') : 'Pace (estimated from the audio)',
      fmt.wpm(summary.wpm),
      paceVerdict(summary.wpm),
      null,
    ],
    [
      'fillers',
      fromTranscript('Fillers'),
      fmt.per100(summary.fillersPer100),
      fillerVerdict(summary.fillersPer100),
      null,
    ],
    ['pauses', 'Longest pause', fmt.seconds(summary.longestPause), pauseVerdict(summary.longestPause), null],
    [
      'length',
      'Answers of 1–2 min',
      summary.lengthKnown ? `${summary.lengthInBand} of ${summary.lengthKnown}` : '—',
      null,
      null,
    ],
    [
      'talkShare',
      byTime ? 'Your share of talk time' : 'Your share of the words',
      fmt.share(summary.talkShare),
      null,
      byTime ? null : TALK_SHARE_BY_WORDS,
    ],
  ];
  const figures = all.filter(([metric]) => shown[metric]).map(([, ...rest]) => rest);
  if (!figures.length) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="delivery-figures">
      {figures.map(([label, value, verdict, note]) => (
        <div key={label} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          {verdict && verdict.status !== 'unknown' ? (
            <dd className={cn('text-xs', verdict.status === 'in' ? 'text-success' : 'text-destructive-soft')}>
              {statusText[verdict.status]}
            </dd>
          ) : null}
          {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * Development build only (decision 0812): the mock answers with a scripted transcript, so every figure marked
 * "from the mock's scripted transcript" describes the script, not the recording.
 */
function ScriptedTranscriptNote() {
  if (!import.meta.env.DEV) return null;
  return (
    <p className="rounded-md border border-warning/40 p-3 text-sm" data-testid="scripted-transcript-note">
      Development build: the transcript comes from the mock&apos;s script, not from what was said. Figures
      marked &ldquo;from the mock&apos;s scripted transcript&rdquo; are not measurements; those from the audio
      are.
    </p>
  );
}

function DeviceNote({ summary, unavailable }: { summary: InterviewDelivery; unavailable: boolean }) {
  let note: ReactNode = null;
  if (unavailable)
    note =
      'Recordings on this device cannot be read (storage is blocked in this browser), so only the text is shown.';
  else if (summary.answers > 0 && summary.measured === 0)
    note =
      'None of these answers was recorded on this device, so pace and pauses are not available; fillers come from the transcript.';
  else if (summary.measured < summary.answers)
    note = `${summary.measured} of ${summary.answers} answers were recorded on this device; the others show what the transcript allows.`;
  return note ? <p className="text-sm text-muted-foreground">{note}</p> : null;
}

function reasons(item: QuestionItem, shown: MetricSettings): string[] {
  return [
    shown.pace ? paceVerdict(paceOf(item.metrics)).reason : '',
    shown.fillers ? fillerVerdict(item.metrics.fillersPer100).reason : '',
    shown.pauses ? pauseVerdict(item.metrics.audio?.longestPause ?? null).reason : '',
    shown.length ? lengthVerdict(item.metrics.length).reason : '',
  ].filter(Boolean);
}

function QuestionCard({
  item,
  shown,
  roomId,
  createRecorder,
  attempts,
}: {
  item: QuestionItem;
  shown: MetricSettings;
  roomId: string;
  createRecorder?: CreateAttemptRecorder;
  attempts: StoredAttempt[];
}) {
  const m = item.metrics;
  const pace = paceOf(m);
  const long = shown.pauses ? (m.audio?.pauses ?? []).filter((p) => p.duration > BANDS.notablePause) : [];
  const all: [keyof MetricSettings, string, string, MetricVerdict][] = [
    [
      'pace',
      paceSource(m) === 'audio'
        ? 'Pace (estimated from the audio)'
        : paceSource(m) === 'transcript'
          ? fromTranscript('Pace')
          : 'Pace',
      fmt.wpm(pace),
      paceVerdict(pace),
    ],
    [
      'fillers',
      fromTranscript('Fillers'),
      `${m.fillers.length} (${fmt.per100(m.fillersPer100)})`,
      fillerVerdict(m.fillersPer100),
    ],
    [
      'pauses',
      'Longest pause',
      fmt.seconds(m.audio?.longestPause ?? null),
      pauseVerdict(m.audio?.longestPause ?? null),
    ],
    [
      'length',
      `Length (band ${formatLength(BANDS.length.min)}–${formatLength(BANDS.length.max)})`,
      formatLength(m.length),
      lengthVerdict(m.length),
    ],
  ];
  const rows = all.filter(([metric]) => shown[metric]).map(([, ...rest]) => rest);
  return (
    <article
      id={answerAnchor(item.number)}
      tabIndex={-1}
      className="scroll-mt-28 break-inside-avoid sm:scroll-mt-20 print:break-before-page"
      aria-labelledby={`${answerAnchor(item.number)}-title`}
      data-testid="question-item"
    >
      <Card className={cn(item.outOfBand && 'border-destructive/40')}>
        <CardHeader>
          <h3 id={`${answerAnchor(item.number)}-title`} className="text-base font-semibold leading-tight">
            Question {item.number}
          </h3>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Interviewer</p>
            <p className="text-sm">{item.question || 'No question text for this answer.'}</p>
          </div>
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Your answer</p>
            {item.stored?.audio ? (
              <AnswerReplay
                audio={item.stored.audio}
                text={item.answer}
                metrics={m.audio}
                label={`answer ${item.number}`}
              />
            ) : (
              <p className="text-sm">{item.answer || 'No text for this answer.'}</p>
            )}
          </div>
          {rows.length ? (
            <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="question-metrics">
              {rows.map(([label, value, verdict]) => (
                <div key={label} className="flex flex-col">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="font-medium tabular-nums">{value}</dd>
                  {verdict.reason ? (
                    <dd className="text-xs text-destructive-soft">{verdict.reason}</dd>
                  ) : null}
                </div>
              ))}
            </dl>
          ) : null}
          {shown.pace && m.audio?.syllablesPerSecond != null ? (
            <p className="text-xs text-muted-foreground" data-testid="speech-rate">
              Speech rate from the audio: {m.audio.syllablesPerSecond.toFixed(2)} syllables per second over{' '}
              {m.audio.speakingTime.toFixed(1)} s of speaking.
            </p>
          ) : null}
          {long.length ? (
            <p className="text-sm" data-testid="long-pauses">
              Pauses over {BANDS.notablePause} s:{' '}
              {long.map((p) => `${p.duration.toFixed(1)} s at ${p.start.toFixed(1)} s`).join(', ')}
            </p>
          ) : null}
          {shown.fillers && m.fillers.length ? (
            <p className="text-sm text-muted-foreground">
              Fillers heard: {[...new Set(m.fillers.map((f) => `“${f.text}”`))].join(', ')}
            </p>
          ) : null}
          {item.absent ? <p className="text-sm text-muted-foreground">{ABSENT_TEXT[item.absent]}</p> : null}
          {createRecorder && item.answer ? (
            <PracticeAgain
              roomId={roomId}
              chatId={item.chatId}
              number={item.number}
              original={m}
              originalAudio={item.stored?.audio ?? null}
              attempts={attempts}
              createRecorder={createRecorder}
              shown={shown}
            />
          ) : null}
        </CardContent>
      </Card>
    </article>
  );
}

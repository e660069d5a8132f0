import { Mic, Square, Trash2 } from 'lucide-react';
import { Button, cn } from '@mockint/ui';
import type { StoredAttempt } from '../api/answer-store';
import { useBlobAudio } from '../hooks/use-blob-audio';
import { useDeleteAttempt, usePractice, type CreateAttemptRecorder } from '../hooks/use-practice';
import { formatLength, TRANSCRIPT_SOURCE, type AnswerMetrics } from '../analysis/bands';
import {
  attemptFigures,
  betterOf,
  changeOf,
  FIGURES,
  type AttemptFigures,
  type FigureSpec,
} from '../utils/attempts';
import type { MetricSettings } from '../utils/metric-settings';
import { ConfirmDelete } from './confirm-delete';
import { PlayPauseButton } from './play-pause-button';

/** Shown in a word-based figure's cell of a local attempt (decision 0813: not zero). */
export const NOT_LOCAL = 'not available for a local attempt';

const statusText = { in: 'in band', low: 'below the band', high: 'above the band', unknown: '' } as const;

function formatFigure(spec: FigureSpec, f: AttemptFigures): string {
  const v = spec.value(f);
  if (v === null) return '—';
  switch (spec.key) {
    case 'length':
      return formatLength(v);
    case 'pace':
      return `${v.toFixed(2)} syll/s (≈ ${Math.round(f.estimatedWpm!)} wpm)`;
    case 'longestPause':
      return `${v.toFixed(1)} s`;
    default:
      return String(v);
  }
}

interface Column {
  key: string;
  title: string;
  figures: AttemptFigures;
  attempt: StoredAttempt | null;
  audio: Blob | null;
}

/**
 * "Practice this answer again" (decision 0813): records a new attempt of one answered question with the
 * room's recorder, analyses it in the analysis Worker and keeps it on this device; the attempts sit side by
 * side with the interview answer, figure by figure, with their bands, which was better and which way each
 * moved.
 */
export function PracticeAgain({
  roomId,
  chatId,
  number,
  original,
  originalAudio,
  attempts,
  createRecorder,
  shown,
}: {
  roomId: string;
  chatId: string;
  number: number;
  /** The interview answer's figures (words-based ones from the transcript). */
  original: AnswerMetrics;
  originalAudio: Blob | null;
  attempts: StoredAttempt[];
  createRecorder: CreateAttemptRecorder;
  shown: MetricSettings;
}) {
  const { state, elapsed, error, send } = usePractice(roomId, chatId, createRecorder);

  const columns: Column[] = [
    ...(original.audio
      ? [
          {
            key: 'interview',
            title: 'In the interview',
            figures: attemptFigures(original.audio),
            attempt: null,
            audio: originalAudio,
          },
        ]
      : []),
    ...attempts.map((a, i) => ({
      key: a.id,
      title: `Attempt ${i + 1}`,
      figures: attemptFigures(a.metrics),
      attempt: a,
      audio: a.audio,
    })),
  ];
  const figures = FIGURES.filter((f) => shown[f.metric]);

  return (
    <section
      className="flex flex-col gap-3 border-t pt-4"
      aria-label={`Practice answer ${number} again`}
      data-testid="practice-again"
    >
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        {state === 'recording' ? (
          <>
            <Button type="button" size="sm" onClick={() => send({ type: 'stop' })}>
              <Square aria-hidden="true" /> Stop and keep this attempt
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => send({ type: 'cancel' })}>
              Cancel
            </Button>
            <span className="tabular-nums text-sm" data-testid="practice-elapsed" aria-live="off">
              Recording {formatLength(elapsed)}
            </span>
          </>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={state === 'starting' || state === 'saving'}
            onClick={() => send({ type: 'record' })}
          >
            <Mic aria-hidden="true" /> Practice this answer again
          </Button>
        )}
        <span className="text-sm text-muted-foreground" role="status">
          {state === 'starting'
            ? 'Opening the microphone…'
            : state === 'saving'
              ? 'Measuring this attempt on your device…'
              : state === 'recording'
                ? 'Recording: answer the question again.'
                : ''}
        </span>
        {state === 'failed' ? (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {attempts.length ? (
        // On a phone the attempts scroll sideways: the region takes focus so the keyboard can scroll it.
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={`Attempts of answer ${number}`}
        >
          <table className="w-full min-w-[28rem] text-left text-sm" data-testid="attempts-table">
            <caption className="sr-only">
              Answer {number}: the interview answer and your practice attempts side by side
            </caption>
            <thead>
              <tr>
                <th scope="col" className="pr-3 font-medium">
                  Figure (band)
                </th>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className="pr-3 align-top font-medium">
                    <div className="flex flex-col gap-1">
                      <span>{c.title}</span>
                      <div className="flex gap-1 print:hidden">
                        {c.audio ? (
                          <PlayButton audio={c.audio} label={`${c.title} of answer ${number}`} />
                        ) : null}
                        {c.attempt ? (
                          <DeleteAttempt
                            roomId={roomId}
                            attempt={c.attempt}
                            label={`${c.title} of answer ${number}`}
                          />
                        ) : null}
                      </div>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figures.map((spec) => {
                const values = columns.map((c) => spec.value(c.figures));
                const better = betterOf(spec, values);
                return (
                  <tr key={spec.key} className="border-t">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {spec.label} <span className="text-muted-foreground">({spec.band})</span>
                    </th>
                    {columns.map((c, i) => {
                      const verdict = spec.verdict(values[i]!);
                      const change = i > 0 ? changeOf(spec, values[i - 1]!, values[i]!) : null;
                      return (
                        <td
                          key={c.key}
                          className="py-1 pr-3 align-top tabular-nums"
                          data-figure={spec.key}
                          data-column={i}
                          data-value={values[i] ?? ''}
                          data-change={change ?? ''}
                          data-better={better.includes(i) ? 'true' : 'false'}
                        >
                          <span className="font-medium">{formatFigure(spec, c.figures)}</span>
                          {verdict.status !== 'unknown' ? (
                            <span
                              className={cn(
                                'block text-xs',
                                verdict.status === 'in' ? 'text-success' : 'text-destructive-soft',
                              )}
                            >
                              {statusText[verdict.status]}
                            </span>
                          ) : null}
                          {change ? (
                            <span className="block text-xs text-muted-foreground">
                              {change === 'same' ? 'same as before' : `${change} than before`}
                            </span>
                          ) : null}
                          {better.includes(i) ? (
                            <span className="block text-xs font-semibold text-success">better</span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
              {shown.pace ? (
                <WordsRow
                  label="Words per minute"
                  columns={columns}
                  value={original.wpm === null ? '—' : `${Math.round(original.wpm)} wpm`}
                />
              ) : null}
              {shown.fillers ? (
                <WordsRow
                  label="Fillers per 100 words"
                  columns={columns}
                  value={original.fillersPer100 === null ? '—' : original.fillersPer100.toFixed(1)}
                />
              ) : null}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-muted-foreground">
            Attempts are measured from their audio on this device and never sent. Figures that need words come
            from {TRANSCRIPT_SOURCE} of the interview: an attempt has none.
          </p>
        </div>
      ) : null}
    </section>
  );
}

function WordsRow({ label, columns, value }: { label: string; columns: Column[]; value: string }) {
  return (
    <tr className="border-t">
      <th scope="row" className="py-1 pr-3 font-normal">
        {label} <span className="text-muted-foreground">(from {TRANSCRIPT_SOURCE})</span>
      </th>
      {columns.map((c) => (
        <td key={c.key} className="py-1 pr-3 align-top text-xs">
          {c.attempt ? <span className="text-muted-foreground">{NOT_LOCAL}</span> : value}
        </td>
      ))}
    </tr>
  );
}

function PlayButton({ audio, label }: { audio: Blob; label: string }) {
  const { playing, toggle, audioProps } = useBlobAudio(audio);
  return (
    <>
      <PlayPauseButton playing={playing} label={label} onToggle={toggle} />
      <audio {...audioProps} />
    </>
  );
}

function DeleteAttempt({
  roomId,
  attempt,
  label,
}: {
  roomId: string;
  attempt: StoredAttempt;
  label: string;
}) {
  const remove = useDeleteAttempt(roomId);
  return (
    <ConfirmDelete
      label={`Delete ${label}`}
      title={`Delete ${label}?`}
      description="The recording and its figures are removed from this device."
      onConfirm={() => remove.mutate(attempt.id)}
    >
      <Trash2 aria-hidden="true" /> Delete
    </ConfirmDelete>
  );
}

import { useEffect, useId, useRef } from 'react';
import { Mic, Play, Square, Volume2 } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Label } from '@mockint/ui';
import type { DeviceOption } from '../utils/devices';
import { useMediaDevices } from '../hooks/use-media-devices';
import { useMicTest } from '../hooks/use-mic-test';
import { useRecordingPlayback } from '../hooks/use-recording-playback';
import { useSpeakerTest } from '../hooks/use-speaker-test';
import { LevelMeterBar } from './level-meter-bar';
import { TestResultBadge } from './test-result-badge';

export interface DeviceCheckState {
  microphoneId: string | null;
  speakerId: string | null;
  recordedBlob: Blob | null;
  microphoneTestPassed: boolean;
}

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

function DeviceSelect(props: {
  label: string;
  emptyText: string;
  options: DeviceOption[];
  value: string | null;
  onChange: (id: string) => void;
  loading: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{props.label}</Label>
      {props.options.length === 0 && !props.loading ? (
        <p className="text-sm text-destructive-soft" role="status">
          {props.emptyText}
        </p>
      ) : (
        <select
          id={id}
          className={selectClass}
          value={props.value ?? ''}
          disabled={props.loading}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {props.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

export const SPEAKER_QUESTION = 'Did you hear the sound?';
export const SPEAKER_ADVICE =
  'No sound? Turn up the volume and check that the device is not muted, or choose another speaker above, then test again.';

/** "Did you hear the sound?" with Yes / No; Yes takes focus so a keyboard user answers at once. */
function SpeakerQuestion({ onAnswer }: { onAnswer: (heard: boolean) => void }) {
  const id = useId();
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-3">
      <p id={id} className="text-sm font-medium">
        {SPEAKER_QUESTION}
      </p>
      <Button ref={yes} type="button" size="sm" onClick={() => onAnswer(true)}>
        Yes
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => onAnswer(false)}>
        No
      </Button>
    </div>
  );
}

/**
 * Device Settings card (the spec's join page): microphone and speaker selects, microphone test with a live
 * level meter, speaker test. Used by the join page and the stand-alone /device-test page.
 */
export function DeviceSettingsCard({ onChange }: { onChange?: (state: DeviceCheckState) => void }) {
  const devices = useMediaDevices();
  const mic = useMicTest(devices.microphoneId);
  const speaker = useSpeakerTest(devices.speakerId);
  const playback = useRecordingPlayback(mic.blob, devices.speakerId);
  const loading = devices.status === 'loading';

  useEffect(() => {
    onChange?.({
      microphoneId: devices.microphones.length ? devices.microphoneId : null,
      speakerId: devices.speakers.length ? devices.speakerId : null,
      recordedBlob: mic.blob,
      microphoneTestPassed: mic.result === 'success',
    });
  }, [
    onChange,
    devices.microphoneId,
    devices.speakerId,
    devices.microphones.length,
    devices.speakers.length,
    mic.blob,
    mic.result,
  ]);

  return (
    <Card className="w-full max-w-xl">
      <CardHeader>
        <CardTitle>Device Settings</CardTitle>
        <CardDescription>Choose your microphone and speaker, then test both before joining.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section aria-label="Microphone" className="flex flex-col gap-3">
          <DeviceSelect
            label="Microphone"
            emptyText="No microphones found"
            options={devices.microphones}
            value={devices.microphoneId}
            onChange={devices.selectMicrophone}
            loading={loading}
          />
          <div className="flex items-center gap-3">
            {mic.running ? (
              <Button type="button" variant="secondary" size="sm" onClick={mic.stop}>
                <Square aria-hidden="true" /> Stop Test
              </Button>
            ) : (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={loading}
                onClick={() => void mic.start()}
              >
                <Mic aria-hidden="true" /> Test Microphone
              </Button>
            )}
            <LevelMeterBar level={mic.level} label="Microphone level" className="flex-1" />
            <TestResultBadge result={mic.result} testName="Microphone test" />
          </div>
          {mic.blob && !mic.running ? (
            <div className="flex items-center gap-3">
              {playback.playing ? (
                <Button type="button" variant="outline" size="sm" onClick={playback.stop}>
                  <Square aria-hidden="true" /> Stop Playback
                </Button>
              ) : (
                <Button type="button" variant="outline" size="sm" onClick={() => void playback.play()}>
                  <Play aria-hidden="true" /> Play Recording
                </Button>
              )}
              <span className="text-xs text-muted-foreground">Listen to how you sound.</span>
            </div>
          ) : null}
          <p className="text-xs text-muted-foreground">
            {mic.running
              ? 'Say a few words… the test stops by itself once we hear you (10 s at most).'
              : 'Record a short phrase to check your microphone.'}
          </p>
        </section>
        <section aria-label="Speaker" className="flex flex-col gap-3">
          <DeviceSelect
            label="Speaker"
            emptyText="No speakers found"
            options={devices.speakers}
            value={devices.speakerId}
            onChange={devices.selectSpeaker}
            loading={loading}
          />
          {/* Wraps on a phone: with Firefox's Choose another speaker the row is wider than the card at 375 px. */}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={loading}
              loading={speaker.playing}
              onClick={() => void speaker.play()}
            >
              <Volume2 aria-hidden="true" /> Test Speaker
            </Button>
            {devices.chooseSpeaker ? (
              // Firefox lists a speaker only once its own picker exposed it (decision 0783).
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={loading}
                onClick={() => void devices.chooseSpeaker?.()}
              >
                Choose another speaker
              </Button>
            ) : null}
            <TestResultBadge result={speaker.result} testName="Speaker test" />
          </div>
          {speaker.asking ? <SpeakerQuestion onAnswer={speaker.answer} /> : null}
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {speaker.result === 'failed' ? SPEAKER_ADVICE : ''}
          </p>
        </section>
      </CardContent>
    </Card>
  );
}

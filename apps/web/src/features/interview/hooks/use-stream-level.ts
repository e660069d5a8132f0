import { useEffect, useState } from 'react';
import { meterStream } from '../audio/audio-context';
import type { MediaStreamLike } from '../audio/recorder';

/** Live level of a recording stream; `micWorking` once sound was detected (it stays true). */
export function useStreamLevel(stream: MediaStreamLike | null | undefined) {
  const [level, setLevel] = useState(0);
  const [micWorking, setMicWorking] = useState(false);

  useEffect(() => {
    if (!stream) {
      setLevel(0);
      return;
    }
    return meterStream(stream as MediaStream, (value, speaking) => {
      setLevel(value);
      if (speaking) setMicWorking(true);
    });
  }, [stream]);

  return { level, micWorking };
}

import { createStore, useStore } from '@/lib/create-store';
import { readString, writeString } from '@/lib/storage';

// The join page picks the devices; the room reads them. Kept in local storage so a reload of the room
// (or a reconnect) keeps the same microphone and speaker.
const MIC_KEY = 'interviewMicrophoneId';
const SPEAKER_KEY = 'interviewSpeakerId';

export interface DeviceSelection {
  microphoneId: string | null;
  speakerId: string | null;
}

export const deviceStore = createStore<DeviceSelection>(() => ({
  microphoneId: readString(MIC_KEY) ?? null,
  speakerId: readString(SPEAKER_KEY) ?? null,
}));

export function selectMicrophone(id: string | null) {
  writeString(MIC_KEY, id);
  deviceStore.set({ microphoneId: id });
}

export function selectSpeaker(id: string | null) {
  writeString(SPEAKER_KEY, id);
  deviceStore.set({ speakerId: id });
}

export function useDeviceSelection(): DeviceSelection {
  const microphoneId = useStore(deviceStore, (s) => s.microphoneId);
  const speakerId = useStore(deviceStore, (s) => s.speakerId);
  return { microphoneId, speakerId };
}

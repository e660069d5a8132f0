import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { onLogout } from '@/lib/auth/logout-registry';
import { readString, removeKeys, writeString } from '@/lib/storage';

// The join page picks the devices; the room reads them. Kept in local storage so a reload of the room
// (or a reconnect) keeps the same microphone and speaker.
const MIC_KEY = 'interviewMicrophoneId';
const SPEAKER_KEY = 'interviewSpeakerId';

export interface DeviceSelection {
  microphoneId: string | null;
  speakerId: string | null;
}

/**
 * zustand's `persist` over the two plain-string keys the app has always used (one per device, not persist's
 * default single JSON entry), so the devices users saved before keep working.
 */
const deviceStorage: PersistStorage<DeviceSelection> = {
  getItem: () => ({
    state: { microphoneId: readString(MIC_KEY) ?? null, speakerId: readString(SPEAKER_KEY) ?? null },
    version: 0,
  }),
  setItem: (_name, { state }) => {
    writeString(MIC_KEY, state.microphoneId);
    writeString(SPEAKER_KEY, state.speakerId);
  },
  removeItem: () => removeKeys([MIC_KEY, SPEAKER_KEY]),
};

export const useDeviceStore = create<DeviceSelection>()(
  persist((): DeviceSelection => ({ microphoneId: null, speakerId: null }), {
    // Required by persist; deviceStorage keeps its own keys and does not use it.
    name: 'interview-devices',
    storage: deviceStorage,
  }),
);

// Logout clears the two keys with the rest of local storage; forget the choices held in memory too, so the
// next candidate on this browser starts from their own devices, not the previous one's.
onLogout(() => useDeviceStore.setState({ microphoneId: null, speakerId: null }));

export function selectMicrophone(id: string | null) {
  useDeviceStore.setState({ microphoneId: id });
}

export function selectSpeaker(id: string | null) {
  useDeviceStore.setState({ speakerId: id });
}

export function useDeviceSelection(): DeviceSelection {
  const microphoneId = useDeviceStore((s) => s.microphoneId);
  const speakerId = useDeviceStore((s) => s.speakerId);
  return { microphoneId, speakerId };
}

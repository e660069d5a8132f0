import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/toast';
import { outputsHidden, speakerPicker } from '../audio/engine-support';
import {
  chooseDevice,
  shownDevices,
  splitDevices,
  type DeviceLists,
  type DeviceOption,
} from '../utils/devices';
import { useDeviceStore, selectMicrophone, selectSpeaker, useDeviceSelection } from '../session/device-store';

export const DEVICE_MESSAGES = {
  noAccess: 'Could not access microphone or speakers',
  permissionsRequired: 'Microphone and speaker permissions are required',
} as const;

export type DevicesStatus = 'loading' | 'ready' | 'error';

/**
 * Microphones and speakers from enumerateDevices, refreshed on `devicechange`. Asks for microphone
 * permission once so labels and ids are real. A failure toasts 'Could not access microphone or speakers'
 * and leaves both lists empty (spec: "also marks no mic and no speaker found"). Where the engine hides its
 * outputs (Firefox, Safari) the speakers offered are the system default and those chosen through the engine's
 * picker (`chooseSpeaker`, where it has one), decision 0783.
 */
export function useMediaDevices() {
  const [lists, setLists] = useState<DeviceLists>({ microphones: [], speakers: [] });
  const [status, setStatus] = useState<DevicesStatus>('loading');
  const selection = useDeviceSelection();
  // Speakers the engine's picker exposed: Firefox may still leave them out of enumerateDevices.
  const chosen = useRef<DeviceOption[]>([]);

  const refresh = useCallback(async () => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.enumerateDevices) {
      setStatus('error');
      notify.error(DEVICE_MESSAGES.noAccess);
      return;
    }
    try {
      const next = shownDevices(splitDevices(await media.enumerateDevices()), {
        outputsHidden: outputsHidden(),
        chosen: chosen.current,
      });
      setLists(next);
      setStatus('ready');
      const current = useDeviceStore.getState();
      selectMicrophone(chooseDevice(next.microphones, current.microphoneId));
      selectSpeaker(chooseDevice(next.speakers, current.speakerId));
    } catch {
      setLists({ microphones: [], speakers: [] });
      setStatus('error');
      notify.error(DEVICE_MESSAGES.noAccess);
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    (async () => {
      try {
        // Permission first: without it Chromium hides labels and gives empty ids.
        const stream = await media?.getUserMedia({ audio: true });
        stream?.getTracks().forEach((t) => t.stop());
      } catch {
        if (!cancelled) notify.error(DEVICE_MESSAGES.permissionsRequired);
      }
      if (!cancelled) await refresh();
    })();
    const onChange = () => void refresh();
    media?.addEventListener?.('devicechange', onChange);
    return () => {
      cancelled = true;
      media?.removeEventListener?.('devicechange', onChange);
    };
  }, [refresh]);

  const picker = speakerPicker();
  const chooseSpeaker = useCallback(async () => {
    const pick = speakerPicker();
    if (!pick) return;
    let device: MediaDeviceInfo;
    try {
      device = await pick();
    } catch {
      // The candidate closed the engine's picker (NotAllowedError): the speaker stays as it was.
      return;
    }
    const option = { id: device.deviceId, groupId: device.groupId, label: device.label || 'Chosen speaker' };
    chosen.current = [...chosen.current.filter((c) => c.id !== option.id), option];
    selectSpeaker(option.id);
    await refresh();
  }, [refresh]);

  return {
    ...lists,
    status,
    ...selection,
    selectMicrophone,
    selectSpeaker,
    refresh,
    /** Opens the engine's speaker picker; null where the engine has none. */
    chooseSpeaker: picker ? chooseSpeaker : null,
  };
}

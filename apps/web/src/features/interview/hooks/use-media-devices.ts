import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/toast';
import { chooseDevice, splitDevices, type DeviceLists } from '../utils/devices';
import { useDeviceStore, selectMicrophone, selectSpeaker, useDeviceSelection } from '../session/device-store';

export const DEVICE_MESSAGES = {
  noAccess: 'Could not access microphone or speakers',
  permissionsRequired: 'Microphone and speaker permissions are required',
} as const;

export type DevicesStatus = 'loading' | 'ready' | 'error';

/**
 * Microphones and speakers from enumerateDevices, refreshed on `devicechange`. Asks for microphone
 * permission once so labels and ids are real. A failure toasts 'Could not access microphone or speakers'
 * and leaves both lists empty (spec: "also marks no mic and no speaker found").
 */
export function useMediaDevices() {
  const [lists, setLists] = useState<DeviceLists>({ microphones: [], speakers: [] });
  const [status, setStatus] = useState<DevicesStatus>('loading');
  const selection = useDeviceSelection();

  const refresh = useCallback(async () => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.enumerateDevices) {
      setStatus('error');
      notify.error(DEVICE_MESSAGES.noAccess);
      return;
    }
    try {
      const next = splitDevices(await media.enumerateDevices());
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

  return { ...lists, status, ...selection, selectMicrophone, selectSpeaker, refresh };
}

import { useCallback, useEffect, useState } from 'react';

export type MediaPermission = 'checking' | 'granted' | 'denied';

/** Asks for microphone access on mount (spec: required to enter the room); `request()` asks again. */
export function useMediaPermission() {
  const [permission, setPermission] = useState<MediaPermission>('checking');

  const request = useCallback(async (): Promise<boolean> => {
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
    void request();
  }, [request]);

  return { permission, request };
}

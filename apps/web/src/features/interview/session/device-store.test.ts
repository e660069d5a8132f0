import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the store reads local storage when it is created, as on a page load.
const load = async () => import('./device-store');

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('device store', () => {
  it('a reload keeps the devices saved under the keys earlier versions used', async () => {
    localStorage.setItem('interviewMicrophoneId', 'mic-2');
    localStorage.setItem('interviewSpeakerId', 'spk-3');
    const { useDeviceStore } = await load();
    expect(useDeviceStore.getState()).toEqual({ microphoneId: 'mic-2', speakerId: 'spk-3' });
  });

  it('nothing saved: no device chosen, and loading writes nothing', async () => {
    const { useDeviceStore } = await load();
    expect(useDeviceStore.getState()).toEqual({ microphoneId: null, speakerId: null });
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('a choice is saved as the plain id under its own key; clearing it removes the key', async () => {
    const { selectMicrophone, selectSpeaker } = await load();
    selectMicrophone('mic-1');
    selectSpeaker('spk-1');
    expect(localStorage.getItem('interviewMicrophoneId')).toBe('mic-1');
    expect(localStorage.getItem('interviewSpeakerId')).toBe('spk-1');
    selectMicrophone(null);
    expect(localStorage.getItem('interviewMicrophoneId')).toBeNull();
    expect(localStorage.getItem('interviewSpeakerId')).toBe('spk-1');
    vi.resetModules();
    expect((await load()).useDeviceStore.getState()).toEqual({ microphoneId: null, speakerId: 'spk-1' });
  });

  it('components see a new choice at once', async () => {
    const { selectSpeaker, useDeviceSelection } = await load();
    const { result } = renderHook(() => useDeviceSelection());
    expect(result.current.speakerId).toBeNull();
    act(() => selectSpeaker('spk-9'));
    expect(result.current).toEqual({ microphoneId: null, speakerId: 'spk-9' });
  });

  it('logout forgets the chosen devices in memory, not only in storage', async () => {
    const { selectMicrophone, selectSpeaker, useDeviceStore } = await load();
    const { runLogoutCleanups } = await import('@/lib/auth/logout-registry');
    selectMicrophone('mic-1');
    selectSpeaker('spk-1');
    runLogoutCleanups();
    expect(useDeviceStore.getState()).toEqual({ microphoneId: null, speakerId: null });
    expect(localStorage.getItem('interviewMicrophoneId')).toBeNull();
  });
});

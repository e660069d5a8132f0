import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDeviceStore } from '../session/device-store';
import { DeviceSettingsCard, SPEAKER_QUESTION } from './device-settings-card';

// The speaker test's sound: no Web Audio here, the path up to it is what these tests read.
vi.mock('../audio/audio-context', () => ({
  getAudioContext: () => ({ resume: () => Promise.resolve() }),
  setAudioOutput: () => Promise.resolve(),
  meterStream: () => () => undefined,
}));
vi.mock('../audio/sounds', () => ({ playTones: () => 0.01 }));

const microphone = { deviceId: 'mic-1', groupId: 'g1', kind: 'audioinput', label: 'Built-in Microphone' };
const headset = { deviceId: 'usb-2', groupId: 'g2', kind: 'audiooutput', label: 'USB Headset' };

/** An engine's media devices: what enumerateDevices lists and, as Firefox has, its speaker picker. */
function engine({ outputs, picker }: { outputs: object[]; picker?: () => Promise<object> }) {
  const listed = [microphone, ...outputs];
  const media = {
    getUserMedia: () => Promise.resolve({ getTracks: () => [] }),
    enumerateDevices: vi.fn(() => Promise.resolve([...listed])),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    ...(picker ? { selectAudioOutput: picker } : {}),
  };
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: media });
  return media;
}

const speakerSelect = () => screen.getByRole('combobox', { name: 'Speaker' });

describe('DeviceSettingsCard: the speaker choice', () => {
  beforeEach(() => {
    useDeviceStore.setState({ microphoneId: null, speakerId: null });
    // An engine that can route an element to a speaker (Chromium, Firefox).
    Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', {
      configurable: true,
      value: () => Promise.resolve(),
    });
  });
  afterEach(() => {
    delete (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId;
  });

  it('Firefox (outputs hidden until chosen): the system default speaker, tested, and a choice of another', async () => {
    const user = userEvent.setup();
    const picker = vi.fn(() => Promise.resolve(headset));
    const media = engine({ outputs: [], picker });
    render(<DeviceSettingsCard />);
    await waitFor(() => expect(speakerSelect()).toHaveDisplayValue('System default speaker'));
    expect(screen.queryByText('No speakers found')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test Speaker' }));
    expect(await screen.findByText(SPEAKER_QUESTION)).toBeInTheDocument();

    // The picker exposes the headset; Firefox may list it from now on, or not: it is offered either way.
    await user.click(screen.getByRole('button', { name: 'Choose another speaker' }));
    await waitFor(() => expect(speakerSelect()).toHaveDisplayValue('USB Headset'));
    expect(picker).toHaveBeenCalledTimes(1);
    expect(media.enumerateDevices.mock.calls.length).toBeGreaterThan(1);
    expect(useDeviceStore.getState().speakerId).toBe('usb-2');
  });

  it('closing the engine picker keeps the speaker as it was', async () => {
    const user = userEvent.setup();
    engine({ outputs: [], picker: () => Promise.reject(new DOMException('closed', 'NotAllowedError')) });
    render(<DeviceSettingsCard />);
    await waitFor(() => expect(speakerSelect()).toHaveDisplayValue('System default speaker'));
    await user.click(screen.getByRole('button', { name: 'Choose another speaker' }));
    await waitFor(() => expect(speakerSelect()).toHaveDisplayValue('System default speaker'));
    expect(useDeviceStore.getState().speakerId).toBe('default');
  });

  it('Safari (no output choice at all): the system default speaker, no picker', async () => {
    delete (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId;
    engine({ outputs: [] });
    render(<DeviceSettingsCard />);
    await waitFor(() => expect(speakerSelect()).toHaveDisplayValue('System default speaker'));
    expect(screen.queryByRole('button', { name: 'Choose another speaker' })).not.toBeInTheDocument();
  });

  it("Chromium (lists every output): none listed is the spec's 'No speakers found'", async () => {
    engine({ outputs: [] });
    render(<DeviceSettingsCard />);
    expect(await screen.findByText('No speakers found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another speaker' })).not.toBeInTheDocument();
  });

  it('Chromium lists its outputs: they are the choice, with no system default added', async () => {
    engine({ outputs: [headset] });
    render(<DeviceSettingsCard />);
    await waitFor(() => expect(speakerSelect()).toHaveDisplayValue('USB Headset'));
    expect(screen.queryByRole('option', { name: 'System default speaker' })).not.toBeInTheDocument();
  });
});

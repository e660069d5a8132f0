import { describe, expect, it } from 'vitest';
import {
  chooseDevice,
  isIos,
  isMobile,
  platformBlocker,
  shownDevices,
  splitDevices,
  SYSTEM_DEFAULT_SPEAKER,
  toJoinDevices,
} from './devices';

const devices = [
  { deviceId: 'default', groupId: 'g1', kind: 'audioinput', label: 'Default - Mic' },
  { deviceId: 'mic-2', groupId: 'g2', kind: 'audioinput', label: '' },
  { deviceId: 'cam', groupId: 'g3', kind: 'videoinput', label: 'Camera' },
  { deviceId: 'spk-1', groupId: 'g4', kind: 'audiooutput', label: 'Speakers' },
];

describe('devices', () => {
  it('splits microphones and speakers and labels unnamed devices', () => {
    const lists = splitDevices(devices);
    expect(lists.microphones.map((d) => d.label)).toEqual(['Default - Mic', 'Microphone 2']);
    expect(lists.speakers.map((d) => d.id)).toEqual(['spk-1']);
  });

  it('keeps a still-present choice, else default, else first, else null', () => {
    const { microphones, speakers } = splitDevices(devices);
    expect(chooseDevice(microphones, 'mic-2')).toBe('mic-2');
    expect(chooseDevice(microphones, 'gone')).toBe('default');
    expect(chooseDevice(speakers, null)).toBe('spk-1');
    expect(chooseDevice([], 'x')).toBeNull();
  });

  it('builds the join device list with the selection flagged', () => {
    const out = toJoinDevices(splitDevices(devices), 'mic-2', 'spk-1');
    expect(out).toHaveLength(3);
    expect(out.filter((d) => d.deviceSelected).map((d) => d.deviceId)).toEqual(['mic-2', 'spk-1']);
    expect(out[0]).toEqual({
      deviceName: 'Default - Mic',
      deviceId: 'default',
      deviceKind: 'audioinput',
      deviceGroupId: 'g1',
      deviceSelected: false,
    });
  });

  it('detects iOS (including iPadOS desktop mode) and other mobiles', () => {
    expect(isIos({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(
      isIos({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
        platform: 'MacIntel',
        maxTouchPoints: 5,
      }),
    ).toBe(true);
    expect(
      isIos({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      }),
    ).toBe(false);
    expect(isMobile({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' })).toBe(true);
    expect(isMobile({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' })).toBe(
      false,
    );
    expect(isMobile({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })).toBe(false);
  });

  it('blocks iOS with its own dialog, other phones with the mobile one, and never a desktop', () => {
    expect(
      platformBlocker({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' }),
    ).toBe('ios');
    expect(platformBlocker({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' })).toBe('mobile');
    expect(platformBlocker({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })).toBeNull();
    expect(platformBlocker(null)).toBeNull();
  });

  describe('shownDevices (decision 0783)', () => {
    const mic = { id: 'm', label: 'Mic', groupId: 'g' };
    const usb = { id: 'usb', label: 'USB Headset', groupId: 'h' };
    it('offers the system default speaker where the engine hides its outputs, once', () => {
      const shown = shownDevices({ microphones: [mic], speakers: [] }, { outputsHidden: true });
      expect(shown.speakers).toEqual([SYSTEM_DEFAULT_SPEAKER]);
      expect(chooseDevice(shown.speakers, null)).toBe('default');
    });
    it('keeps a speaker chosen through the engine picker even when the engine does not list it', () => {
      const shown = shownDevices(
        { microphones: [mic], speakers: [] },
        { outputsHidden: true, chosen: [usb] },
      );
      expect(shown.speakers.map((s) => s.label)).toEqual(['System default speaker', 'USB Headset']);
      const listed = shownDevices(
        { microphones: [mic], speakers: [usb] },
        { outputsHidden: true, chosen: [usb] },
      );
      expect(listed.speakers.map((s) => s.id)).toEqual(['default', 'usb']);
    });
    it('adds nothing where the engine lists every output: none is none', () => {
      expect(shownDevices({ microphones: [mic], speakers: [] }, { outputsHidden: false }).speakers).toEqual(
        [],
      );
    });
  });
});

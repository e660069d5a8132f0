import { describe, expect, it } from 'vitest';
import { chooseDevice, isIos, isMobile, platformBlocker, splitDevices, toJoinDevices } from './devices';

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
});

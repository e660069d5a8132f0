import type { Device } from '@mockint/api-contract/socket';

export interface MediaDeviceInfoLike {
  readonly deviceId: string;
  readonly groupId: string;
  readonly kind: string;
  readonly label: string;
}

export interface DeviceOption {
  id: string;
  label: string;
  groupId: string;
}

export interface DeviceLists {
  microphones: DeviceOption[];
  speakers: DeviceOption[];
}

/** Splits enumerateDevices() into microphones and speakers, with readable labels before permission. */
export function splitDevices(devices: readonly MediaDeviceInfoLike[]): DeviceLists {
  const pick = (kind: string, fallback: string) => {
    const seen = new Set<string>();
    const out: DeviceOption[] = [];
    for (const d of devices) {
      if (d.kind !== kind || seen.has(d.deviceId)) continue;
      seen.add(d.deviceId);
      out.push({ id: d.deviceId, groupId: d.groupId, label: d.label || `${fallback} ${out.length + 1}` });
    }
    return out;
  };
  return { microphones: pick('audioinput', 'Microphone'), speakers: pick('audiooutput', 'Speaker') };
}

/** Keeps the current choice while it still exists, else prefers the system default, else the first. */
export function chooseDevice(options: readonly DeviceOption[], current: string | null): string | null {
  if (current && options.some((o) => o.id === current)) return current;
  return options.find((o) => o.id === 'default')?.id ?? options[0]?.id ?? null;
}

/**
 * The speaker offered where the engine hides its outputs until one is chosen (Firefox lists them only after
 * `selectAudioOutput`, Safari not at all) yet plays on the system's default output: the candidate can test it
 * rather than read 'No speakers found' (decision 0783). 'default' is what the rest of the room already reads as
 * "the system's output" (setAudioOutput, the media element player).
 */
export const SYSTEM_DEFAULT_SPEAKER: DeviceOption = {
  id: 'default',
  label: 'System default speaker',
  groupId: '',
};

/**
 * The lists the join page shows: the engine's, plus the speakers the candidate chose through the engine's own
 * picker (an engine may still not list them), else the system default where the engine hides its outputs.
 * An engine that lists its outputs and lists none has none: 'No speakers found' (the spec).
 */
export function shownDevices(
  listed: DeviceLists,
  { outputsHidden, chosen = [] }: { outputsHidden: boolean; chosen?: readonly DeviceOption[] },
): DeviceLists {
  const speakers = [...listed.speakers];
  for (const c of chosen) if (!speakers.some((s) => s.id === c.id)) speakers.push(c);
  if (outputsHidden && !speakers.some((s) => s.id === SYSTEM_DEFAULT_SPEAKER.id))
    speakers.unshift(SYSTEM_DEFAULT_SPEAKER);
  return { microphones: listed.microphones, speakers };
}

/** The join message's device list (the spec's entities): every microphone and speaker, flagging the selected ones. */
export function toJoinDevices(
  lists: DeviceLists,
  microphoneId: string | null,
  speakerId: string | null,
): Device[] {
  return [
    ...joinDevices(lists.microphones, 'audioinput', microphoneId),
    ...joinDevices(lists.speakers, 'audiooutput', speakerId),
  ];
}

function joinDevices(
  options: readonly DeviceOption[],
  deviceKind: Device['deviceKind'],
  selectedId: string | null,
): Device[] {
  return options.map((d) => ({
    deviceName: d.label,
    deviceId: d.id,
    deviceKind,
    deviceGroupId: d.groupId,
    deviceSelected: d.id === selectedId,
  }));
}

export interface PlatformInfo {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/** iPhone/iPad/iPod, including iPadOS that reports itself as a Mac with touch. */
export function isIos({ userAgent, platform, maxTouchPoints = 0 }: PlatformInfo): boolean {
  if (/iPad|iPhone|iPod/i.test(userAgent)) return true;
  return (platform === 'MacIntel' || /Macintosh/.test(userAgent)) && maxTouchPoints > 1;
}

export function isMobile(info: PlatformInfo): boolean {
  return !isIos(info) && /Android|Mobi|webOS|BlackBerry|IEMobile|Opera Mini/i.test(info.userAgent);
}

/** Which of the spec's platform dialogs blocks the interview (the spec's join page): iOS first, then any other mobile. */
export function platformBlocker(info: PlatformInfo | null): 'ios' | 'mobile' | null {
  if (!info) return null;
  if (isIos(info)) return 'ios';
  if (isMobile(info)) return 'mobile';
  return null;
}

/** This browser's platform facts, or null outside a browser. */
export function currentPlatform(): PlatformInfo | null {
  if (typeof navigator === 'undefined') return null;
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}

/**
 * One AudioContext per page for interviewer audio, UI sounds and the speaker test, created lazily (browsers
 * only allow it to run after a user gesture; the queue resumes it before playing).
 */
let shared: AudioContext | null = null;

export function getAudioContext(): AudioContext {
  if (!shared || shared.state === 'closed') shared = new AudioContext();
  return shared;
}

type SinkCapable = { setSinkId?: (id: string) => Promise<void> };

/** Routes the shared context to a speaker where supported (Chromium's AudioContext.setSinkId). */
export async function setAudioOutput(deviceId: string | null): Promise<void> {
  const ctx = getAudioContext() as AudioContext & SinkCapable;
  if (!deviceId || typeof ctx.setSinkId !== 'function') return;
  await ctx.setSinkId(deviceId === 'default' ? '' : deviceId);
}

/** Container of a recorded answer, by magic bytes; null when it is not audio we know. */
export type AudioContainer = 'webm' | 'ogg' | 'wav' | 'mp3' | 'mp4';

export function sniffAudioContainer(bytes: Uint8Array): AudioContainer | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((ch, i) => at(from + i) === ch.charCodeAt(0));
  if (at(0) === 0x1a && at(1) === 0x45 && at(2) === 0xdf && at(3) === 0xa3) return 'webm'; // EBML (MediaRecorder)
  if (ascii(0, 'OggS')) return 'ogg';
  if (ascii(0, 'RIFF') && ascii(8, 'WAVE')) return 'wav';
  if (ascii(0, 'ID3')) return 'mp3';
  if (at(0) === 0xff && (at(1) & 0xe0) === 0xe0 && (at(1) & 0x06) !== 0) return 'mp3'; // MPEG frame sync + layer
  if (ascii(4, 'ftyp')) return 'mp4'; // Safari's MediaRecorder
  return null;
}

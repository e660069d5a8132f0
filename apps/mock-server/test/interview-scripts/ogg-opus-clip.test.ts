import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutOggOpus } from '../../src/interview-scripts/ogg-opus-clip.ts';
import { AUDIO_DIR } from '../../src/interview-scripts/index.ts';

interface Page {
  headerType: number;
  granule: bigint;
  seq: number;
  crcOk: boolean;
}

/** Ogg pages with their CRC checked independently of the code under test (RFC 3533 CRC-32, poly 0x04c11db7). */
function pages(ogg: Buffer): Page[] {
  const crc = (buf: Buffer) => {
    let c = 0;
    for (const byte of buf) {
      c ^= byte << 24;
      for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
      c >>>= 0;
    }
    return c >>> 0;
  };
  const out: Page[] = [];
  for (let pos = 0; pos < ogg.length;) {
    expect(ogg.toString('latin1', pos, pos + 4)).toBe('OggS');
    const segments = ogg.readUInt8(pos + 26);
    let len = 27 + segments;
    for (let i = 0; i < segments; i++) len += ogg.readUInt8(pos + 27 + i);
    const page = Buffer.from(ogg.subarray(pos, pos + len));
    const stored = page.readUInt32LE(22);
    page.writeUInt32LE(0, 22);
    out.push({
      headerType: page.readUInt8(5),
      granule: page.readBigInt64LE(6),
      seq: page.readUInt32LE(18),
      crcOk: crc(page) === stored,
    });
    pos += len;
  }
  return out;
}

const manifest = JSON.parse(readFileSync(join(AUDIO_DIR, 'manifest.json'), 'utf8')) as {
  scenarios: Record<string, { lines: Record<string, { file: string; durationMs: number }> }>;
};
const line = manifest.scenarios['long-captions']!.lines['opening-2']!;
const long = readFileSync(join(AUDIO_DIR, line.file));
// OpusHead is the first page's only packet, after 27 header bytes and 1 lacing byte; pre-skip at its byte 10.
const preSkip = long.readUInt16LE(27 + 1 + 10);

describe('cutOggOpus', () => {
  it('keeps the first N ms as whole 20 ms packets, with the granule giving that duration', () => {
    const { file, durationMs } = cutOggOpus(long, 300);
    expect(durationMs).toBe(300);
    const ps = pages(file);
    expect(ps.map((p) => p.crcOk)).toEqual(ps.map(() => true));
    expect(ps.map((p) => p.seq)).toEqual(ps.map((_, i) => i));
    expect(ps[0]!.headerType).toBe(0x02); // beginning of stream
    expect(ps.at(-1)!.headerType).toBe(0x04); // end of stream
    expect(ps.at(-1)!.granule).toBe(BigInt(preSkip + 300 * 48));
    expect(file.length).toBeLessThan(long.length / 10);
  });

  it('splits a long cut over several pages (one Ogg page holds at most 255 lacing values)', () => {
    expect(line.durationMs).toBeGreaterThan(20_000);
    const { file, durationMs } = cutOggOpus(long, 12_000);
    expect(durationMs).toBe(12_000);
    const ps = pages(file);
    expect(ps.length).toBe(2 + 12);
    expect(ps.map((p) => p.crcOk).every(Boolean)).toBe(true);
    expect(ps.slice(2, -1).every((p) => p.headerType === 0)).toBe(true);
    // Granules only grow: 1 s of audio per page.
    expect(ps.slice(2).map((p) => Number(p.granule) - preSkip)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i + 1) * 48_000),
    );
  });

  it('a cut past the end keeps the whole clip', () => {
    const short = readFileSync(join(AUDIO_DIR, manifest.scenarios.generic!.lines['opening-1']!.file));
    const { durationMs } = cutOggOpus(short, 60_000);
    const original = pages(short).at(-1)!.granule;
    // The original's last granule may end mid-packet (encoder padding); the cut counts whole packets.
    expect(BigInt(preSkip + durationMs * 48)).toBeGreaterThanOrEqual(original);
  });

  it('refuses what is not Ogg/Opus', () => {
    expect(() => cutOggOpus(Buffer.from('not audio at all, not even close to an Ogg page'), 100)).toThrow(
      /Ogg/,
    );
  });
});

// Cuts the first N ms out of an Ogg/Opus file without re-encoding (no ffmpeg at run time): the short clips of
// MOCK_TIME_SCALE (decision 0750) and the room bench's 200 ms sentences are the start of the mock's
// pre-rendered clips (0.6–6 s long), still real Opus that Chromium decodes like the originals.

interface OggPage {
  headerType: number;
  granule: bigint;
  serial: number;
  /** Packets completed on this page (a packet continued onto the next page is joined there). */
  packets: Buffer[];
}

function readPages(ogg: Buffer): OggPage[] {
  const pages: OggPage[] = [];
  let carry: Buffer[] = [];
  let pos = 0;
  while (pos + 27 <= ogg.length) {
    if (ogg.toString('latin1', pos, pos + 4) !== 'OggS') throw new Error(`no Ogg page at byte ${pos}`);
    const headerType = ogg.readUInt8(pos + 5);
    const granule = ogg.readBigInt64LE(pos + 6);
    const serial = ogg.readUInt32LE(pos + 14);
    const segments = ogg.readUInt8(pos + 26);
    const lacing = ogg.subarray(pos + 27, pos + 27 + segments);
    let data = pos + 27 + segments;
    const packets: Buffer[] = [];
    for (const len of lacing) {
      carry.push(ogg.subarray(data, data + len));
      data += len;
      if (len < 255) {
        packets.push(Buffer.concat(carry));
        carry = [];
      }
    }
    pages.push({ headerType, granule, serial, packets });
    pos = data;
  }
  return pages;
}

/** Samples (at 48 kHz, Opus's granule rate) in one Opus packet, from its TOC byte (RFC 6716 §3.1). */
export function opusPacketSamples(packet: Buffer): number {
  const toc = packet[0] ?? 0;
  const config = toc >> 3;
  const frameMs =
    config < 12
      ? [10, 20, 40, 60][config % 4]!
      : config < 16
        ? [10, 20][config % 2]!
        : [2.5, 5, 10, 20][config % 4]!;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0x3f : 2;
  return frameMs * 48 * frames;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

function writePage(headerType: number, granule: bigint, serial: number, seq: number, packets: Buffer[]) {
  const lacing: number[] = [];
  for (const p of packets) {
    for (let left = p.length; ; left -= 255) {
      lacing.push(Math.min(left, 255));
      if (left < 255) break;
    }
  }
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(0, 4);
  header.writeUInt8(headerType, 5);
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(seq, 18);
  header.writeUInt8(lacing.length, 26);
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Opus packets per audio page: 1 s of 20 ms frames, as ffmpeg writes them (and far below 255 lacing values). */
const PACKETS_PER_PAGE = 50;

/**
 * A valid Ogg/Opus file holding the first `ms` of `ogg` (whole packets): OpusHead and OpusTags pages, then
 * the audio pages, the last flagged end-of-stream with the granule position that gives the exact duration.
 */
export function cutOggOpus(ogg: Buffer, ms: number): { file: Buffer; durationMs: number } {
  const pages = readPages(ogg);
  const serial = pages[0]?.serial ?? 0;
  const packets = pages.flatMap((p) => p.packets);
  const [head, tags, ...audio] = packets;
  if (!head || !tags || head.toString('latin1', 0, 8) !== 'OpusHead') throw new Error('not an Ogg/Opus file');
  const preSkip = head.readUInt16LE(10);
  const out = [writePage(0x02, 0n, serial, 0, [head]), writePage(0x00, 0n, serial, 1, [tags])];
  let samples = 0;
  let page: Buffer[] = [];
  const flush = (last: boolean) => {
    out.push(writePage(last ? 0x04 : 0x00, BigInt(preSkip + samples), serial, out.length, page));
    page = [];
  };
  for (const p of audio) {
    if (samples >= ms * 48) break;
    if (page.length === PACKETS_PER_PAGE) flush(false);
    page.push(p);
    samples += opusPacketSamples(p);
  }
  flush(true);
  return { file: Buffer.concat(out), durationMs: samples / 48 };
}

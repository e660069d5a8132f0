/**
 * The live coach's ear, on the audio rendering thread (never the room's main thread): 10 ms frame
 * intensities, voiced time against an adaptive threshold, and syllable nuclei (intensity peaks with a 2 dB
 * dip, as in the full analysis but without the periodicity check). Posts {voicedSeconds, syllables} once a
 * second; the page turns that into slow / good / fast.
 */

declare const sampleRate: number;
declare function registerProcessor(name: string, ctor: unknown): void;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}

class LiveCoachProcessor extends AudioWorkletProcessor {
  private frame = 0;
  private energy = 0;
  private readonly frameLength = Math.max(1, Math.round(sampleRate / 100));
  private floor = 0;
  private peak = -100;
  private voicedFrames = 0;
  private syllables = 0;
  private history: number[] = [];
  private lastPeak: number | null = null;
  private minSincePeak = Infinity;
  private framesSincePost = 0;
  private floorSet = false;

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    for (let i = 0; i < channel.length; i++) {
      this.energy += channel[i]! * channel[i]!;
      if (++this.frame === this.frameLength) {
        this.onFrame(10 * Math.log10(this.energy / this.frameLength + 1e-10));
        this.frame = 0;
        this.energy = 0;
      }
    }
    return true;
  }

  private onFrame(db: number) {
    // Floor: follows quiet frames down fast and up slowly; peak: follows loud frames up fast, decays slowly.
    if (!this.floorSet) {
      this.floor = db;
      this.floorSet = true;
    }
    this.floor = db < this.floor ? db : this.floor + 0.01;
    this.peak = db > this.peak ? db : this.peak - 0.005;
    const threshold = Math.max(this.peak - 25, this.floor + 10);
    if (db >= threshold) this.voicedFrames++;

    this.history.push(db);
    if (this.history.length > 5) this.history.shift();
    if (this.history.length === 5) {
      const smooth = (k: number) => (this.history[k]! + this.history[k + 1]! + this.history[k + 2]!) / 3;
      const [a, b, c] = [smooth(0), smooth(1), smooth(2)];
      if (b < this.minSincePeak) this.minSincePeak = b;
      if (b > a && b >= c && b >= threshold) {
        const dipped =
          this.lastPeak === null || (this.lastPeak - this.minSincePeak >= 2 && b - this.minSincePeak >= 2);
        if (dipped) {
          this.syllables++;
          this.lastPeak = b;
          this.minSincePeak = b;
        } else if (this.lastPeak !== null && b > this.lastPeak) this.lastPeak = b;
      }
    }

    if (++this.framesSincePost === 100) {
      this.framesSincePost = 0;
      this.port.postMessage({ voicedSeconds: this.voicedFrames / 100, syllables: this.syllables });
    }
  }
}

registerProcessor('live-coach', LiveCoachProcessor);

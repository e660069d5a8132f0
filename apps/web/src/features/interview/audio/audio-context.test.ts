import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the room's audio context", () => {
  it('is created on first use by the queue, not when the room is set up, and then shared', async () => {
    const created = vi.fn();
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'suspended';
        destination = {};
        constructor() {
          created();
        }
        resume = vi.fn(async () => undefined);
        decodeAudioData = vi.fn(async () => ({ duration: 0.2 }));
        createBufferSource = vi.fn(() => ({}));
      },
    );
    const { getAudioContext, lazyAudioContext } = await import('./audio-context');
    const queueContext = lazyAudioContext;
    expect(created).not.toHaveBeenCalled();

    expect(queueContext.state).toBe('suspended');
    await queueContext.decodeAudioData(new ArrayBuffer(8));
    queueContext.createBufferSource();
    expect(created).toHaveBeenCalledOnce();
    // Start Interview resumes the same context the queue plays on.
    await getAudioContext().resume();
    expect(getAudioContext().resume).toHaveBeenCalledOnce();
    expect(created).toHaveBeenCalledOnce();
  });
});

describe('the microphone level meter', () => {
  /**
   * Firefox's AudioContext: a context forced to another rate than the microphone's refuses its stream
   * ("Connecting AudioNodes from AudioContexts with different sample-rate is currently not supported").
   */
  function firefoxAt44kHz() {
    const contexts: { sampleRate: number; closed: boolean }[] = [];
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        destination = {};
        sampleRate: number;
        closed = false;
        constructor(options?: { sampleRate?: number }) {
          this.sampleRate = options?.sampleRate ?? 44_100;
          contexts.push(this);
        }
        resume = async () => undefined;
        close = async () => void (this.closed = true);
        createMediaStreamSource() {
          if (this.sampleRate !== 44_100)
            throw new DOMException(
              'Connecting AudioNodes from AudioContexts with different sample-rate is currently not supported.',
              'NotSupportedError',
            );
          return { connect: vi.fn(), disconnect: vi.fn() };
        }
        createAnalyser() {
          // A loud microphone: every sample at full swing.
          return { fftSize: 0, getByteTimeDomainData: (a: Uint8Array) => a.fill(255) };
        }
      },
    );
    return contexts;
  }

  it("meters a microphone the 48 kHz context refuses (Firefox at the device's 44.1 kHz), then closes what it opened", async () => {
    const contexts = firefoxAt44kHz();
    const { meterStream } = await import('./audio-context');
    const onLevel = vi.fn();

    const stop = meterStream({} as MediaStream, onLevel);
    // The candidate speaks and the meter says so: the microphone test passes, the tile leaves 'Waiting for sound'.
    expect(onLevel).toHaveBeenCalledWith(expect.any(Number), true);
    expect(onLevel.mock.calls[0]![0]).toBeGreaterThan(0.5);

    stop();
    const own = contexts.filter((c) => c.sampleRate === 44_100);
    expect(own).toHaveLength(1);
    expect(own[0]!.closed).toBe(true);
    // The shared context (interviewer audio) stays open.
    expect(contexts.find((c) => c.sampleRate === 48_000)?.closed).toBe(false);
  });
});

describe("the interviewer's speaker", () => {
  it('in an engine whose AudioContext cannot choose a speaker (Firefox), Web Audio plays on the chosen one too', async () => {
    const streamDestination = { stream: { id: 'context-output' }, disconnect: vi.fn() };
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        destination = { name: 'default output' };
        resume = async () => undefined;
        createMediaStreamDestination = () => streamDestination;
      },
    );
    const elements: { sinkId: string; srcObject: unknown; playing: boolean }[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        sinkId = '';
        srcObject: unknown = null;
        playing = false;
        constructor() {
          elements.push(this);
        }
        setSinkId = async (id: string) => void (this.sinkId = id);
        play = async () => void (this.playing = true);
        pause = () => void (this.playing = false);
      },
    );
    const { lazyAudioContext, setAudioOutput } = await import('./audio-context');

    await setAudioOutput('headphones');
    // The queue's sentences connect to a node whose sound an element plays on the headphones.
    expect(lazyAudioContext.destination).toBe(streamDestination);
    expect(elements).toHaveLength(1);
    expect(elements[0]).toMatchObject({
      sinkId: 'headphones',
      srcObject: streamDestination.stream,
      playing: true,
    });

    // Back to the default speaker: the context's own output again.
    await setAudioOutput('default');
    expect(lazyAudioContext.destination).toEqual({ name: 'default output' });
    expect(elements[0]!.playing).toBe(false);
  });
});

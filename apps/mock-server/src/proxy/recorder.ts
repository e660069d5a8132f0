import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * MOCK_RECORD_DIR: what the proxy sees, as fixtures — one JSON file per HTTP exchange and one JSON-lines
 * file per socket connection — to seed mock data, reproduce a drift report, or replay (MOCK_REPLAY_DIR, replay.ts).
 */
export class Recorder {
  private sequence = 0;

  constructor(private readonly dir: string) {
    mkdirSync(path.join(dir, 'http'), { recursive: true });
    mkdirSync(path.join(dir, 'socket'), { recursive: true });
  }

  private next(): string {
    this.sequence += 1;
    return `${Date.now()}-${String(this.sequence).padStart(4, '0')}`;
  }

  http(entry: {
    method: string;
    url: string;
    operationId?: string;
    status: number;
    contentType?: string;
    body: string;
  }): void {
    let body: unknown = entry.body;
    try {
      if (entry.contentType?.includes('json')) body = JSON.parse(entry.body);
    } catch {
      // keep the text
    }
    const name = `${this.next()}-${entry.operationId ?? entry.method.toLowerCase()}-${entry.status}.json`;
    writeFileSync(
      path.join(this.dir, 'http', name),
      `${JSON.stringify({ method: entry.method, url: entry.url, operationId: entry.operationId, status: entry.status, contentType: entry.contentType, body }, null, 2)}\n`,
    );
  }

  /** Returns a writer for one socket connection's frames. */
  socket(url: string): (direction: 'server' | 'client', frame: string) => void {
    const file = path.join(this.dir, 'socket', `${this.next()}.jsonl`);
    writeFileSync(file, `${JSON.stringify({ url })}\n`);
    return (direction, frame) => {
      let parsed: unknown = frame;
      try {
        parsed = JSON.parse(frame);
      } catch {
        // keep the text
      }
      appendFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), direction, frame: parsed })}\n`);
    };
  }
}

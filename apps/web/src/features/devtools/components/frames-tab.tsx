import { useMemo, useState, useSyncExternalStore } from 'react';
import { cn } from '@mockint/ui';
import { formatBytes, toJsonl } from '../utils/frame-log';
import { frameLog } from '../utils/frame-store';
import { ActionButton, SelectField } from './panel-kit';
import { ProxyViolations } from './proxy-violations';

const ALL = '__all__';

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The room's socket frames both ways: time, direction, type, size, audio elided, contract violations. */
export function FramesTab() {
  const frames = useSyncExternalStore(frameLog.subscribe, frameLog.frames);
  const [type, setType] = useState(ALL);
  const types = useMemo(() => [...new Set(frames.map((f) => f.type))].sort(), [frames]);
  const shown = type === ALL ? frames : frames.filter((f) => f.type === type);
  const violations = frames.filter((f) => f.violation).length;

  const exportJsonl = () => {
    const url = frameLog.url();
    let path = url;
    try {
      const parsed = new URL(url);
      path = `${parsed.pathname}${parsed.search}`;
    } catch {
      // keep what the socket was opened with
    }
    download(toJsonl(frames, path), `frames-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`);
  };

  return (
    <div className="flex flex-col gap-3">
      <ProxyViolations />
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-48">
          <SelectField
            label="Filter by type"
            value={type}
            onChange={setType}
            options={[{ value: ALL, label: 'All types' }, ...types]}
          />
        </div>
        <ActionButton onClick={exportJsonl} disabled={frames.length === 0}>
          Export as JSONL
        </ActionButton>
        <ActionButton onClick={frameLog.clear} disabled={frames.length === 0}>
          Clear log
        </ActionButton>
      </div>
      <p className="text-xs text-muted-foreground" role="status">
        {frames.length} frame(s), {violations} contract violation(s)
      </p>
      <ol className="flex flex-col gap-1" aria-label="Socket frames">
        {shown
          .slice()
          .reverse()
          .map((f) => (
            <li
              key={f.id}
              className={cn(
                'rounded-md border p-2 text-xs',
                f.violation ? 'border-destructive bg-destructive/10' : 'border-border',
              )}
            >
              <div className="flex flex-wrap gap-x-3 font-medium">
                <time dateTime={new Date(f.at).toISOString()}>{new Date(f.at).toLocaleTimeString()}</time>
                <span>{f.direction === 'server' ? '↓ server' : '↑ client'}</span>
                <span data-testid="frame-type">{f.type}</span>
                <span>{formatBytes(f.size)}</span>
              </div>
              <pre className="mt-1 whitespace-pre-wrap break-all font-mono">{f.summary}</pre>
              {f.violation ? (
                <p className="mt-1 font-medium text-destructive">Contract violation: {f.violation}</p>
              ) : null}
            </li>
          ))}
      </ol>
    </div>
  );
}

import { useMemo, useState, useSyncExternalStore } from 'react';
import { Input, Label, cn } from '@mockint/ui';
import { formatBytes, frameJson, matchesSearch, toJsonl } from '../utils/frame-log';
import { frameLog } from '../utils/frame-store';
import { toHar } from '../utils/har';
import { ActionButton, SelectField, Status } from './panel-kit';
import { ProxyViolations } from './proxy-violations';

const ALL = '__all__';

function download(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * The room's socket frames both ways: time, direction, type, size, audio elided, contract violations. Pause holds
 * the log still, search and the type filter narrow it, each frame copies as JSON; the log exports as JSONL (the
 * recorder's format) or as HAR 1.2 with the app's API calls (decision 0311).
 */
export function FramesTab() {
  const frames = useSyncExternalStore(frameLog.subscribe, frameLog.frames);
  const paused = useSyncExternalStore(frameLog.subscribe, frameLog.paused);
  const [type, setType] = useState(ALL);
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState('');
  const types = useMemo(() => [...new Set(frames.map((f) => f.type))].sort(), [frames]);
  const shown = frames.filter((f) => (type === ALL || f.type === type) && matchesSearch(f, search));
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
    download(toJsonl(frames, path), `frames-${stamp()}.jsonl`, 'application/x-ndjson');
  };
  const exportHar = () => {
    const har = toHar(frameLog.calls(), { url: frameLog.url(), frames });
    download(JSON.stringify(har, null, 2), `mockint-${stamp()}.har`, 'application/json');
  };
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome(`Copied ${what} as JSON`);
    } catch {
      setOutcome('The browser did not allow the copy');
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <ProxyViolations />
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-40">
          <SelectField
            label="Filter by type"
            value={type}
            onChange={setType}
            options={[{ value: ALL, label: 'All types' }, ...types]}
          />
        </div>
        <div className="flex w-40 flex-col gap-1">
          <Label htmlFor="devtools-frame-search" className="text-xs">
            Search frames
          </Label>
          <Input
            id="devtools-frame-search"
            type="search"
            className="h-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => frameLog.setPaused(!paused)}
          className="inline-flex h-8 items-center rounded-md border border-input px-3 text-xs font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-primary aria-pressed:text-primary-foreground"
        >
          {paused ? 'Paused: resume' : 'Pause'}
        </button>
        <ActionButton onClick={frameLog.clear} disabled={frames.length === 0}>
          Clear log
        </ActionButton>
        <ActionButton onClick={exportJsonl} disabled={frames.length === 0}>
          Export as JSONL
        </ActionButton>
        <ActionButton onClick={exportHar} disabled={frames.length === 0}>
          Export as HAR
        </ActionButton>
      </div>
      <p className="text-xs text-muted-foreground" role="status">
        {frames.length} frame(s), {violations} contract violation(s)
        {shown.length !== frames.length ? `, ${shown.length} shown` : ''}
        {paused ? ', paused' : ''}
      </p>
      <Status text={outcome} />
      <ol className="flex flex-col gap-1" aria-label="Socket frames">
        {shown
          .slice()
          .reverse()
          .map((f) => {
            const time = new Date(f.at).toLocaleTimeString();
            return (
              <li
                key={f.id}
                className={cn(
                  'rounded-md border p-2 text-xs',
                  f.violation ? 'border-destructive bg-destructive/10' : 'border-border',
                )}
              >
                <div className="flex flex-wrap items-center gap-x-3 font-medium">
                  <time dateTime={new Date(f.at).toISOString()}>{time}</time>
                  <span>{f.direction === 'server' ? '↓ server' : '↑ client'}</span>
                  <span data-testid="frame-type">{f.type}</span>
                  <span>{formatBytes(f.size)}</span>
                  <button
                    type="button"
                    className="ml-auto rounded px-1.5 py-0.5 text-xs underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={`Copy ${f.type} frame of ${time} as JSON`}
                    onClick={() => void copy(frameJson(f), `the ${f.type} frame`)}
                  >
                    Copy JSON
                  </button>
                </div>
                <pre className="mt-1 whitespace-pre-wrap break-all font-mono">{f.summary}</pre>
                {f.violation ? (
                  <p className="mt-1 font-medium text-destructive">Contract violation: {f.violation}</p>
                ) : null}
              </li>
            );
          })}
      </ol>
    </div>
  );
}

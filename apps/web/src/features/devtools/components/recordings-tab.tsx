import { useCallback, useEffect, useState } from 'react';
import { control, errorText } from '../api/control';
import { ActionButton, Status, TextField } from './panel-kit';

interface ReplayState {
  recordings: { name: string; session?: string | null }[];
  pins: Record<string, string>;
}

/** What MOCK_REPLAY_DIR plays back, and which room plays which recording (pin, unpin). */
export function RecordingsTab() {
  const [state, setState] = useState<ReplayState | null>(null);
  const [message, setMessage] = useState('');
  const [room, setRoom] = useState(() => new URLSearchParams(window.location.search).get('session') ?? '');

  const reload = useCallback(async () => {
    const { data, error } = await control.GET('/__mock/replay');
    setState((data?.data as ReplayState | undefined) ?? null);
    if (error) setMessage(errorText(error));
  }, []);
  useEffect(() => void reload(), [reload]);

  const pin = async (recording: string) => {
    const { error } = await control.POST('/__mock/replay/pins', { body: { session: room, recording } });
    setMessage(error ? errorText(error) : `${recording} pinned to room ${room}`);
    await reload();
  };
  const unpin = async (session: string) => {
    const { error } = await control.DELETE('/__mock/replay/pins/{session}', {
      params: { path: { session } },
    });
    setMessage(error ? errorText(error) : `Room ${session} unpinned`);
    await reload();
  };

  return (
    <div className="flex flex-col gap-3">
      {state ? (
        <>
          <TextField label="Room to pin to" value={room} onChange={(v) => setRoom(v.trim())} />
          <ul className="flex flex-col gap-1" aria-label="Recordings">
            {state.recordings.map((r) => (
              <li key={r.name} className="flex items-center justify-between gap-2 text-xs">
                <span className="break-all">
                  {r.name}{' '}
                  {r.session ? <span className="text-muted-foreground">(room {r.session})</span> : null}
                </span>
                <ActionButton disabled={!room} onClick={() => void pin(r.name)}>
                  Pin {r.name}
                </ActionButton>
              </li>
            ))}
          </ul>
          <h3 className="text-sm font-semibold">Pinned rooms</h3>
          <ul className="flex flex-col gap-1">
            {Object.entries(state.pins).map(([session, name]) => (
              <li key={session} className="flex items-center justify-between gap-2 text-xs">
                <span className="break-all">
                  {session} → {name}
                </span>
                <ActionButton onClick={() => void unpin(session)}>Unpin {session}</ActionButton>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Status text={message} />
    </div>
  );
}

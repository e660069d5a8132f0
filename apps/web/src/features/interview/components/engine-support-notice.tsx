import { useSyncExternalStore } from 'react';
import {
  currentEngineSurface,
  ENGINE_GAP_MESSAGES,
  engineGaps,
  type EngineGap,
} from '../audio/engine-support';

const NO_GAPS: EngineGap[] = [];
let detected: EngineGap[] | null = null;
/** Detected once per page: what the engine has does not change while it runs. */
const browserGaps = () => (detected ??= engineGaps(currentEngineSurface()));
const unchanging = () => () => undefined;

/**
 * What this browser lacks for the room, said on the join page before the candidate spends an interview on it
 * (decision 0782). Nothing in an engine that has it all, and nothing in the build's prerendered frame (server
 * snapshot): the build's window has no media at all, and its frame would show every gap until the app took over.
 */
export function EngineSupportNotice() {
  const gaps = useSyncExternalStore(unchanging, browserGaps, () => NO_GAPS);
  if (gaps.length === 0) return null;
  return (
    <section
      aria-label="Browser support"
      data-testid="engine-support"
      className="w-full max-w-xl rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
    >
      <ul className="flex list-disc flex-col gap-1 pl-4">
        {gaps.map((gap) => (
          <li key={gap}>{ENGINE_GAP_MESSAGES[gap]}</li>
        ))}
      </ul>
    </section>
  );
}

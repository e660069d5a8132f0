import type { PlaywrightTestConfig } from '@playwright/test';
import type { EngineName } from './driver.ts';

type EngineProjects = NonNullable<PlaywrightTestConfig<{ engine: EngineName }>['projects']>;

const CHAOS_SEED = /chaos-seed\.spec\.ts$/;

/** One Playwright project per engine, each running the journeys of engines/ (decision 0780). */
export function engineProjects(): EngineProjects {
  return (['firefox', 'webkit'] as const).map((engine) => ({
    name: engine,
    testDir: './engines',
    // One browser of each engine at a time: several WebKits started at once through `xvfb-run -a` can race for
    // a display number, and each journey is a long room, mostly waiting (decision 0780).
    workers: 1,
    // The chaos seed is a project of its own (below).
    testIgnore: CHAOS_SEED,
    use: { engine },
  }));
}

/**
 * The chaos gate's seed in Firefox (decision 0068), a project of its own so the run can start it with the gate:
 * three interviews one after the other, about two minutes mostly spent waiting on the room's timers. Listed
 * with the engines' journeys it started last and was the e2e's tail (a quiet run's e2e lane 582 → 681 s).
 * Firefox only: its monitor is an init script, which WebKitWebDriver cannot add.
 */
export function engineChaosProject(): EngineProjects[number] {
  return {
    name: 'firefox-chaos',
    testDir: './engines',
    testMatch: CHAOS_SEED,
    workers: 1,
    use: { engine: 'firefox' },
  };
}

import type { PlaywrightTestConfig } from '@playwright/test';
import type { EngineName } from './driver.ts';

/** One Playwright project per engine, each running the journeys of engines/ (decision 0780). */
export function engineProjects(): NonNullable<PlaywrightTestConfig<{ engine: EngineName }>['projects']> {
  return (['firefox', 'webkit'] as const).map((engine) => ({
    name: engine,
    testDir: './engines',
    // One browser of each engine at a time: several WebKits started at once through `xvfb-run -a` can race for
    // a display number, and each journey is a long room, mostly waiting (decision 0780).
    workers: 1,
    // The chaos seed runs in Firefox only: its monitor is an init script, which WebKitWebDriver cannot add.
    testIgnore: engine === 'webkit' ? /chaos-seed\.spec\.ts$/ : undefined,
    use: { engine },
  }));
}

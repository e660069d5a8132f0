import type { PlaywrightTestConfig } from '@playwright/test';
import type { EngineName } from './driver.ts';

/** One Playwright project per engine, each running the journeys of engines/ (decision 0780). */
export function engineProjects(): NonNullable<PlaywrightTestConfig<{ engine: EngineName }>['projects']> {
  return (['firefox', 'webkit'] as const).map((engine) => ({
    name: engine,
    testDir: './engines',
    use: { engine },
  }));
}

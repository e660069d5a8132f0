import { paths } from '@/config/paths';
import { persistSignIn } from '@/lib/auth/persist-sign-in';
import { control, errorText } from './control';

/** The dev build's URL parameter that loads a mock scenario: `?mock-scenario=slow-network` (decision 0312). */
export const SCENARIO_PARAM = 'mock-scenario';

/**
 * Loads a mock scenario and, when it names a persona, signs the browser in as a fresh copy of it. Answers where
 * the page should go next (the dashboard after a sign-in, else nowhere), or the mock's error message.
 */
export async function loadScenario(name: string): Promise<{ error: string } | { next: string | null }> {
  const loaded = await control.POST('/__mock/scenarios/{name}/load', { params: { path: { name } } });
  if (!loaded.data) return { error: errorText(loaded.error) };
  const persona = loaded.data.data?.persona;
  if (!persona) return { next: null };
  const signedIn = await control.POST('/__mock/sessions', { body: { persona } });
  if (!signedIn.data) return { error: errorText(signedIn.error) };
  persistSignIn(signedIn.data.data as Parameters<typeof persistSignIn>[0]);
  return { next: paths.dashboard };
}

/**
 * `?mock-scenario=<name>` on any page of the dev build: load it, then reload without the parameter (so the app
 * starts afresh under the scenario, and a reload does not load it again). A scenario that fails to load is
 * reported in the console and the page stays as it is.
 */
export async function loadScenarioFromUrl(): Promise<void> {
  const url = new URL(window.location.href);
  const name = url.searchParams.get(SCENARIO_PARAM);
  if (!name) return;
  const result = await loadScenario(name);
  if ('error' in result) {
    console.error(`mock scenario '${name}': ${result.error}`);
    return;
  }
  url.searchParams.delete(SCENARIO_PARAM);
  window.location.replace(result.next ?? url.pathname + url.search + url.hash);
}

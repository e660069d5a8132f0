import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../generated/control-openapi.d.ts';

export type ControlPaths = paths;
export type ControlClient = Client<paths>;

/**
 * Typed client of the mock's control API (control-openapi.yaml), made like the API's client: the devtools panel
 * uses it. `baseUrl` is the mock's origin (the paths start with /__mock). Errors come back as `{ error }`.
 */
export function createControlClient(
  baseUrl: string,
  fetchImpl?: (input: Request) => Promise<Response>,
): ControlClient {
  return createClient<paths>({
    baseUrl,
    fetch: fetchImpl ?? ((request: Request) => globalThis.fetch(request)),
  });
}

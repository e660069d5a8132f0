import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject } from 'vitest';

// findBy*/waitFor give up after 1 s by default. In CI the unit tests run niced beside the e2e suite's browsers
// (decision 0763), where with one core kept busy they get a twentieth of a core: a wait that takes 300 ms on a
// quiet machine must still pass, so they wait up to 15 s, scaled by the machine (decision 0768). A test that
// passes waits no longer than before.
// Every render is under StrictMode, as the app renders (main.tsx) and as `pnpm dev` runs it: effects mount, unmount
// and mount again, so a lifecycle that only works once (an actor stopped in a cleanup) fails here first (decision 0657).
configure({ asyncUtilTimeout: 15_000 * inject('machineFactor'), reactStrictMode: true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a hang detector tuned to a quiet machine. As in apps/web, they
// wait up to 15 s, scaled by the run's machine factor (decisions 0768, 0774); a passing test waits no longer.
configure({ asyncUtilTimeout: 15_000 * inject('machineFactor') });

afterEach(() => cleanup());

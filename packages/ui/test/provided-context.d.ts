// What vitest.config.ts provides to every test (inject('…')).
import 'vitest';

declare module 'vitest' {
  interface ProvidedContext {
    /** The run's machine factor, for hang limits set inside tests (decision 0768). */
    machineFactor: number;
  }
}

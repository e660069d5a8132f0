// The machine this run is on (decision 0768): every hang limit of the suite is written for the reference machine
// and passed through `scaled`, so a machine 4× slower gets limits 4× longer, not failures. A limit is a hang
// detector, never the thing a test checks: a test waits for a state a user would see.
export {
  currentFactor,
  describeMachine,
  e2eWorkers,
  machineFactor,
  progressClock,
  progressReading,
  scaled,
  usableCpus,
} from '../scripts/lib/machine.mjs';

/**
 * Features register how to forget their own state on logout (spec: "clears interview data and analytics"),
 * so the auth feature can clear everything without importing other features.
 */
const cleanups = new Set<() => void>();

export function onLogout(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function runLogoutCleanups(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch (error) {
      console.error('logout cleanup failed', error);
    }
  }
}

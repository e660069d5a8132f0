import { paths } from '@/config/paths';
import { navigateTo } from '@/lib/navigation';

let loggingOut = false;

/** A 401 answer sends the user to /logout (spec §7) once, even when several calls fail together. */
export function handleUnauthorized(): void {
  if (loggingOut || window.location.pathname === paths.logout) return;
  loggingOut = true;
  navigateTo(paths.logout, { replace: true });
  setTimeout(() => (loggingOut = false), 1000);
}

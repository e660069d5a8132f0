/** Anyone the app names: a candidate or an interviewer. */
export interface Named {
  nickname?: string | null;
  fullName?: string | null;
}

/** The name the app shows for a person: the nickname when it has text, else the full name, else `fallback`. */
export function displayName(person: Named | null | undefined, fallback = ''): string {
  return person?.nickname?.trim() || person?.fullName?.trim() || fallback;
}

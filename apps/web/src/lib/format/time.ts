const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * '5 minutes ago' style text. Units per the spec: seconds under 60 s, minutes under 3600 s, hours under
 * 86400 s, days under 30 days, months under 360 days, then years (a month is 30 days, a year 360 days,
 * so the boundaries line up). Future dates read 'in 5 minutes'. Invalid input → '-'.
 */
export function formatRelativeTime(
  value: Date | string | number | null | undefined,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return '-';
  const diff = Math.round((now.getTime() - date.getTime()) / 1000);
  const abs = Math.abs(diff);
  let text: string;
  if (abs < MINUTE) text = plural(abs, 'second');
  else if (abs < HOUR) text = plural(Math.floor(abs / MINUTE), 'minute');
  else if (abs < DAY) text = plural(Math.floor(abs / HOUR), 'hour');
  else if (abs < 30 * DAY) text = plural(Math.floor(abs / DAY), 'day');
  else if (abs < 360 * DAY) text = plural(Math.floor(abs / (30 * DAY)), 'month');
  else text = plural(Math.floor(abs / (360 * DAY)), 'year');
  return diff >= 0 ? `${text} ago` : `in ${text}`;
}

/** Elapsed-time text in seconds, minutes or hours (spec); '-' for missing/invalid input. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '-';
  const s = Math.floor(seconds);
  if (s < MINUTE) return plural(s, 'second');
  if (s < HOUR) return plural(Math.floor(s / MINUTE), 'minute');
  return plural(Math.floor(s / HOUR), 'hour');
}

/** Absolute date like 'Mar 5, 2025, 2:07 PM' in the user's locale; '-' when invalid. */
export function formatDateTime(value: Date | string | number | null | undefined, locale?: string): string {
  const date = toDate(value);
  if (!date) return '-';
  return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Absolute date like 'Mar 5, 2025'; '-' when invalid. */
export function formatDate(value: Date | string | number | null | undefined, locale?: string): string {
  const date = toDate(value);
  if (!date) return '-';
  return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'medium' }).format(date);
}

/** Hour and minute of a timestamp, 24 h ('09:05') in the user's (or the given) time zone; '' when invalid. */
export function formatClock(timestamp: string, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).format(date);
}

import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatDuration, formatRelativeTime } from './time';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('formatRelativeTime', () => {
  it('uses seconds under 60', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('0 seconds ago');
    expect(formatRelativeTime(ago(1), now)).toBe('1 second ago');
    expect(formatRelativeTime(ago(59), now)).toBe('59 seconds ago');
  });
  it('uses minutes under 3600 s', () => {
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3599), now)).toBe('59 minutes ago');
  });
  it('uses hours under 86400 s', () => {
    expect(formatRelativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(86399), now)).toBe('23 hours ago');
  });
  it('uses days under 30 days, months under 360 days, then years', () => {
    expect(formatRelativeTime(ago(86400), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(29 * 86400), now)).toBe('29 days ago');
    expect(formatRelativeTime(ago(30 * 86400), now)).toBe('1 month ago');
    expect(formatRelativeTime(ago(359 * 86400), now)).toBe('11 months ago');
    expect(formatRelativeTime(ago(360 * 86400), now)).toBe('1 year ago');
    expect(formatRelativeTime(ago(800 * 86400), now)).toBe('2 years ago');
  });
  it('handles future and invalid dates', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 120_000), now)).toBe('in 2 minutes');
    expect(formatRelativeTime('not a date', now)).toBe('-');
    expect(formatRelativeTime(null, now)).toBe('-');
    expect(formatRelativeTime(ago(7200).toISOString(), now)).toBe('2 hours ago');
  });
});

describe('formatDuration', () => {
  it('uses seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('0 seconds');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(45)).toBe('45 seconds');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(1799)).toBe('29 minutes');
    expect(formatDuration(3600)).toBe('1 hour');
    expect(formatDuration(10_800)).toBe('3 hours');
  });
  it('returns a dash for missing or invalid input', () => {
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(undefined)).toBe('-');
    expect(formatDuration(NaN)).toBe('-');
    expect(formatDuration(-1)).toBe('-');
  });
});

describe('formatDateTime / formatDate', () => {
  it('formats valid dates and dashes invalid ones', () => {
    expect(formatDate('2025-03-05T10:00:00Z', 'en-US')).toBe('Mar 5, 2025');
    expect(formatDateTime('2025-03-05T10:00:00Z', 'en-US')).toMatch(/Mar 5, 2025/);
    expect(formatDate('x')).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
});

describe('formatClock', () => {
  it('shows hour and minute on a 24 h clock in the given time zone', () => {
    expect(formatClock('2025-06-01T09:05:00Z', 'UTC')).toBe('09:05');
    expect(formatClock('2025-06-01T21:40:00Z', 'UTC')).toBe('21:40');
    expect(formatClock('2025-06-01T21:40:00Z', 'Asia/Tokyo')).toBe('06:40');
  });
  it('is empty for an invalid timestamp', () => {
    expect(formatClock('not a date')).toBe('');
  });
});

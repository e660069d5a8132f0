import { describe, expect, it } from 'vitest';
import { paginationItems, sessionsPageFrom, showsPagination } from './pagination';

const render = (current: number, total: number) =>
  paginationItems(current, total)
    .map((i) => (i.type === 'page' ? String(i.page + 1) : '…'))
    .join(' ');

describe('session list pagination', () => {
  it('shows only above 6 sessions', () => {
    expect(showsPagination(6)).toBe(false);
    expect(showsPagination(7)).toBe(true);
    expect(showsPagination(undefined)).toBe(false);
  });
  it('shows edges and one sibling', () => {
    expect(render(0, 1)).toBe('1');
    expect(render(0, 2)).toBe('1 2');
    expect(render(0, 10)).toBe('1 2 … 10');
    expect(render(4, 10)).toBe('1 … 4 5 6 … 10');
    expect(render(9, 10)).toBe('1 … 9 10');
    // A one-page gap shows the page instead of an ellipsis.
    expect(render(3, 10)).toBe('1 2 3 4 5 … 10');
    expect(render(0, 0)).toBe('');
  });
});

describe('sessionsPageFrom', () => {
  it('reads ?page= and falls back to the first page for anything unreadable', () => {
    const page = (query: string) => sessionsPageFrom(new URLSearchParams(query));
    expect(page('page=3')).toBe(3);
    expect(page('')).toBe(0);
    expect(page('page=-2')).toBe(0);
    expect(page('page=abc')).toBe(0);
  });
});

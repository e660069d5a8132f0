import { describe, expect, it } from 'vitest';
import { helpHref } from './nav-items';

describe('helpHref', () => {
  it('adds feedback=true to a path without a query', () => {
    expect(helpHref('/app/transactions')).toBe('/app/transactions?feedback=true');
    expect(helpHref('/app/transactions', '')).toBe('/app/transactions?feedback=true');
  });

  it("keeps the page's query so the report keeps its session", () => {
    expect(helpHref('/app/interview-sessions/report', '?session=abc')).toBe(
      '/app/interview-sessions/report?session=abc&feedback=true',
    );
  });

  it('does not repeat feedback when it is already there', () => {
    expect(helpHref('/app/dashboard', '?feedback=true&page=2')).toBe('/app/dashboard?feedback=true&page=2');
  });
});

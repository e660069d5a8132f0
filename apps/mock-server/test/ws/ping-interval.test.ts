import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOCKET_PING_INTERVAL_MS } from '@mockint/api-contract/socket';
import { parsePingInterval } from '../../src/ws/index.ts';

// The mock keeps the contract's keep-alive promise (decision 0632): the web room takes three missed pings for
// a dead link, so a mock that pinged less often would break every long turn.
describe('MOCK_PING_INTERVAL_MS', () => {
  it('defaults to the promise and accepts whole ms within it', () => {
    expect(parsePingInterval(undefined)).toBe(SOCKET_PING_INTERVAL_MS);
    expect(parsePingInterval('')).toBe(SOCKET_PING_INTERVAL_MS);
    expect(parsePingInterval('2000')).toBe(2000);
    expect(parsePingInterval(SOCKET_PING_INTERVAL_MS)).toBe(SOCKET_PING_INTERVAL_MS);
  });

  it('refuses anything beyond the promise, or not a positive whole number, naming the rule', () => {
    for (const bad of [String(SOCKET_PING_INTERVAL_MS + 1), '0', '-5', '1.5', 'often'])
      expect(() => parsePingInterval(bad)).toThrow('MOCK_PING_INTERVAL_MS must be a whole number of ms > 0');
  });

  it("the e2e configs' interval is within the promise", () => {
    for (const config of ['playwright.config.ts', 'playwright.hosting.config.ts']) {
      const text = readFileSync(new URL(`../../../../e2e/${config}`, import.meta.url), 'utf8');
      const values = [...text.matchAll(/MOCK_PING_INTERVAL_MS[^'"]*['"](\d+)['"]/g)].map((m) => m[1]);
      expect(values, config).toEqual(['2000']);
      expect(parsePingInterval(values[0])).toBe(2000);
    }
  });
});

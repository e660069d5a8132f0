import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllCookies,
  cookieAttributes,
  getCookie,
  hasAccessToken,
  setCookie,
  setSessionCookies,
} from './cookies';

describe('cookieAttributes', () => {
  const expires = new Date('2026-01-01T01:00:00.000Z');
  it('is SameSite=Lax always and Secure only over HTTPS', () => {
    expect(cookieAttributes({ expires, secure: false })).toEqual([
      'path=/',
      'SameSite=Lax',
      'expires=Thu, 01 Jan 2026 01:00:00 GMT',
    ]);
    expect(cookieAttributes({ expires, secure: true })).toContain('Secure');
  });
  it('adds the Domain shared with the API host when one is configured', () => {
    expect(cookieAttributes({ domain: '.example.com', secure: true })).toEqual([
      'path=/',
      'SameSite=Lax',
      'domain=.example.com',
      'Secure',
    ]);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('setSessionCookies', () => {
  it('writes the four cookies with path / and the token expiry', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    const now = new Date('2026-01-01T00:00:00.000Z');
    const expires = setSessionCookies(
      { candidateId: 'c-1', accessToken: 'at_1', refreshToken: 'rt_1', expiresIn: 3600 },
      now,
    );
    expect(expires.toISOString()).toBe('2026-01-01T01:00:00.000Z');
    const names = writes.map((w) => w.split('=')[0]);
    expect(names).toEqual(['accessToken', 'refreshToken', 'expiresAt', 'session']);
    for (const write of writes) {
      expect(write).toContain('path=/');
      expect(write).toContain('expires=Thu, 01 Jan 2026 01:00:00 GMT');
    }
    expect(writes[2]).toContain('expiresAt=2026-01-01T01:00:00.000Z');
    expect(writes[3]).toMatch(/^session=c-1:at_1;/);
  });

  it('makes the user logged in and readable back', () => {
    expect(hasAccessToken()).toBe(false);
    setSessionCookies({ candidateId: 'c-1', accessToken: 'at_1', refreshToken: 'rt_1', expiresIn: 60 });
    expect(hasAccessToken()).toBe(true);
    expect(getCookie('session')).toBe('c-1:at_1');
    expect(getCookie('expiresAt')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('cookie values', () => {
  it('escapes separators and reads them back', () => {
    setCookie('odd', 'a;b c,d');
    expect(getCookie('odd')).toBe('a;b c,d');
  });
});

describe('clearAllCookies', () => {
  it('removes every cookie, including ones the app did not set', () => {
    setCookie('accessToken', 'x');
    setCookie('third-party', 'y');
    clearAllCookies();
    expect(document.cookie).toBe('');
  });
});

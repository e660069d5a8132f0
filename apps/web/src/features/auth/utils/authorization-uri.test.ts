import { describe, expect, it } from 'vitest';
import { allowedAuthorizationOrigins, isAllowedAuthorizationUri } from './authorization-uri';

const allowed = allowedAuthorizationOrigins('http://localhost:4010/api/v1');

describe('isAllowedAuthorizationUri', () => {
  it('accepts Google and the API origin', () => {
    expect(isAllowedAuthorizationUri('https://accounts.google.com/o/oauth2/v2/auth?state=1', allowed)).toBe(
      true,
    );
    expect(isAllowedAuthorizationUri('http://localhost:4010/__mock/google/authorize?state=1', allowed)).toBe(
      true,
    );
  });
  it('rejects other hosts, look-alikes, other ports and script URLs', () => {
    expect(isAllowedAuthorizationUri('https://evil.example/auth', allowed)).toBe(false);
    expect(isAllowedAuthorizationUri('https://accounts.google.com.evil.example/', allowed)).toBe(false);
    expect(isAllowedAuthorizationUri('http://localhost:9999/auth', allowed)).toBe(false);
    expect(isAllowedAuthorizationUri('javascript:alert(1)', allowed)).toBe(false);
    expect(isAllowedAuthorizationUri('not a url', allowed)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { needsNickname, nicknameFormSchema, nicknamePrefill } from './nickname';

describe('nickname', () => {
  it("requires a non-blank nickname with the spec's message", () => {
    const r = nicknameFormSchema.safeParse({ nickname: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Nickname is required');
    expect(nicknameFormSchema.parse({ nickname: ' Ada ' })).toEqual({ nickname: 'Ada' });
  });
  it('prefills with the nickname, else the full name', () => {
    expect(nicknamePrefill({ nickname: 'Ada', fullName: 'Ada Lovelace' })).toBe('Ada');
    expect(nicknamePrefill({ nickname: ' ', fullName: 'Ada Lovelace' })).toBe('Ada Lovelace');
    expect(needsNickname({ nickname: '' })).toBe(true);
    expect(needsNickname({ nickname: 'x' })).toBe(false);
    expect(needsNickname(undefined)).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod under a CSP without unsafe-eval', () => {
  it('is jitless, so it never evaluates code (the CSP would report it)', () => {
    expect(z.config().jitless).toBe(true);
    const evaluate = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(evaluate).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { clearanceOf } from './use-toast-clearance';

describe('clearanceOf', () => {
  it('a bar clears the part of it on the screen', () => {
    expect(clearanceOf({ top: 828, height: 72 }, 900, 'bar')).toBe(72);
    expect(clearanceOf({ top: 870, height: 72 }, 900, 'bar')).toBe(30);
    expect(clearanceOf({ top: 1200, height: 72 }, 900, 'bar')).toBe(0);
  });

  it('a field in the lower half clears everything from its top down; higher up, nothing (decision 0659)', () => {
    expect(clearanceOf({ top: 750, height: 60 }, 900, 'field')).toBe(150);
    expect(clearanceOf({ top: 450, height: 60 }, 900, 'field')).toBe(450);
    expect(clearanceOf({ top: 200, height: 60 }, 900, 'field')).toBe(0);
    expect(clearanceOf({ top: 950, height: 60 }, 900, 'field')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { parseJobDescription } from './job-description';

describe('parseJobDescription', () => {
  it('returns no sections for empty input', () => {
    expect(parseJobDescription('')).toEqual([]);
    expect(parseJobDescription('   \n\n ')).toEqual([]);
    expect(parseJobDescription(null)).toEqual([]);
  });
  it('splits on blank lines, first line is the title, bullets by • or -', () => {
    const text =
      'About us\nWe build things.\nFast.\n\nRequirements\n• TypeScript\n- React\n\r\nPerks\n  \nRemote';
    expect(parseJobDescription(text)).toEqual([
      { title: 'About us', kind: 'paragraph', text: 'We build things. Fast.' },
      { title: 'Requirements', kind: 'bullets', items: ['TypeScript', 'React'] },
      { title: 'Perks', kind: 'title-only' },
      { title: 'Remote', kind: 'title-only' },
    ]);
  });
  it('keeps markup as plain text', () => {
    const [s] = parseJobDescription('<b>Title</b>\n<script>x</script>');
    expect(s).toEqual({ title: '<b>Title</b>', kind: 'paragraph', text: '<script>x</script>' });
  });
});

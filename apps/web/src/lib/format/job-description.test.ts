import { describe, expect, it } from 'vitest';
import { describeJobDescription, parseJobDescription } from './job-description';

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

describe('describeJobDescription', () => {
  it('calls a null or undefined description missing', () => {
    expect(describeJobDescription(null)).toEqual({ kind: 'missing' });
    expect(describeJobDescription(undefined)).toEqual({ kind: 'missing' });
  });
  it('calls a given description with nothing to show empty', () => {
    expect(describeJobDescription('')).toEqual({ kind: 'empty' });
    expect(describeJobDescription('  \n\n ')).toEqual({ kind: 'empty' });
    expect(describeJobDescription('-\n•\n\n - ')).toEqual({ kind: 'empty' });
  });
  it('returns the sections otherwise', () => {
    expect(describeJobDescription('About\nWe build.')).toEqual({
      kind: 'sections',
      sections: [{ title: 'About', kind: 'paragraph', text: 'We build.' }],
    });
  });
  it('drops bare bullet markers inside a section', () => {
    expect(describeJobDescription('Skills\n- React\n-\n• ')).toEqual({
      kind: 'sections',
      sections: [{ title: 'Skills', kind: 'bullets', items: ['React'] }],
    });
  });
});

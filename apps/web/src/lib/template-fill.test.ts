import { describe, expect, it } from 'vitest';
import { fillTemplate, fillToken, tokenize } from './template-fill';

/** A template's content, as the browser parses it. */
function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return document.importNode(template.content, true);
}
const html = (f: DocumentFragment) => {
  const div = document.createElement('div');
  div.append(f);
  return div.innerHTML;
};

describe('tokenize', () => {
  it('puts the token of its path in place of every string, and keeps one item of each list', () => {
    expect(tokenize({ a: 'x', list: ['p', 'q'], rows: [{ b: '' }], deep: { c: '' } })).toEqual({
      a: fillToken('a'),
      list: [fillToken('list.0')],
      rows: [{ b: fillToken('rows.0.b') }],
      deep: { c: fillToken('deep.c') },
    });
  });

  it('refuses a list without a sample item (there would be nothing to repeat)', () => {
    expect(() => tokenize({ list: [] })).toThrow(/list at list/);
  });
});

describe('fillTemplate', () => {
  const t = tokenize({ title: '', cls: '', session: '', rows: [{ name: '', score: '' }] });
  const template = () =>
    fragment(
      `<h1 class="big ${t.cls}" aria-label="${t.title}!">${t.title}</h1>` +
        `<a href="/r?session=${encodeURIComponent(t.session)}">r</a>` +
        `<ul><li data-each="rows"><b>${t.rows[0]!.name}</b> ${t.rows[0]!.score}</li></ul>`,
    );

  it('fills text and attributes, repeats each list item, and writes a query value as the URL does', () => {
    const f = template();
    const values = {
      title: 'Report',
      cls: 'text-success',
      session: 'a b&c',
      rows: [
        { name: 'One', score: '1' },
        { name: 'Two', score: '2' },
      ],
    };
    expect(fillTemplate(f, values)).toBe(true);
    expect(html(f)).toBe(
      '<h1 class="big text-success" aria-label="Report!">Report</h1>' +
        '<a href="/r?session=a+b%26c">r</a>' +
        '<ul><li data-each="rows"><b>One</b> 1</li><li data-each="rows"><b>Two</b> 2</li></ul>',
    );
  });

  it('puts markup in a value on the page as text', () => {
    const f = template();
    const values = {
      title: '<img src=x onerror=alert(1)>',
      cls: '',
      session: 's',
      rows: [{ name: '<b>x</b>', score: '' }],
    };
    expect(fillTemplate(f, values)).toBe(true);
    expect(f.querySelector('img')).toBeNull();
    expect(f.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(f.querySelectorAll('b')).toHaveLength(1);
  });

  it('says no when the values do not fit: a missing text, an empty list, a value with the token characters', () => {
    expect(fillTemplate(template(), { title: 'x', cls: '', rows: [{ name: 'n', score: '1' }] })).toBe(false);
    expect(fillTemplate(template(), { title: 'x', cls: '', session: 's', rows: [] })).toBe(false);
    expect(
      fillTemplate(template(), {
        title: fillToken('cls'),
        cls: '',
        session: 's',
        rows: [{ name: 'n', score: '1' }],
      }),
    ).toBe(false);
  });
});

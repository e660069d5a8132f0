export type JobDescriptionSection =
  | { title: string; kind: 'bullets'; items: string[] }
  | { title: string; kind: 'paragraph'; text: string }
  | { title: string; kind: 'title-only' };

const BULLET = /^\s*[•-]\s*/;

/**
 * Splits a job description for display (spec): sections are separated by blank lines; a section's first
 * line is its title; the remaining lines are bullet items when they start with '•' or '-', otherwise they
 * form one paragraph. Rendered as text by the caller — never as HTML.
 */
export function parseJobDescription(text: string | null | undefined): JobDescriptionSection[] {
  if (!text || !text.trim()) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((l) => l.trim())
        // A bare bullet marker carries no text: it is not a line (nor a title).
        .filter((l) => l !== '' && l.replace(BULLET, '') !== ''),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): JobDescriptionSection => {
      const [title = '', ...rest] = lines;
      if (rest.length === 0) return { title, kind: 'title-only' };
      if (rest.some((l) => BULLET.test(l))) {
        return { title, kind: 'bullets', items: rest.map((l) => l.replace(BULLET, '')).filter(Boolean) };
      }
      return { title, kind: 'paragraph', text: rest.join(' ') };
    });
}

/** What the job-description view shows (spec's two empty texts, decision 0521). */
export type JobDescriptionDisplay =
  { kind: 'missing' } | { kind: 'empty' } | { kind: 'sections'; sections: JobDescriptionSection[] };

export const JOB_DESCRIPTION_EMPTY_TEXT = {
  /** The session has no description at all (null or undefined). */
  missing: 'No job description available.',
  /** A description was given but holds nothing to show (blank, only bullet markers). */
  empty: 'No job description provided.',
} as const;

export function describeJobDescription(text: string | null | undefined): JobDescriptionDisplay {
  if (text === null || text === undefined) return { kind: 'missing' };
  const sections = parseJobDescription(text);
  return sections.length ? { kind: 'sections', sections } : { kind: 'empty' };
}

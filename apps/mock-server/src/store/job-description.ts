import type { ExperienceLevelOption, JobRoleOption } from './types.ts';

export interface Extraction {
  experienceLevelId: string | null;
  jobRoleId: string | null;
}

const countHits = (text: string, keywords: readonly string[]) =>
  keywords.reduce((n, k) => n + (text.split(k).length - 1), 0);

/**
 * Keyword stand-in for the AI extraction: the role with the most keyword hits wins (ties: list order), and the
 * experience level comes from an explicit "N+ years" first, then from level keywords (most senior match wins).
 */
export function extractJobDescription(
  text: string,
  catalogue: { jobRoles: readonly JobRoleOption[]; experienceLevels: readonly ExperienceLevelOption[] },
): Extraction {
  const t = ` ${text.toLowerCase()} `;
  let jobRoleId: string | null = null;
  let bestRole = 0;
  for (const role of catalogue.jobRoles) {
    const hits =
      countHits(t, [role.label.toLowerCase(), ...role.keywords]) + countHits(t, [role.label.toLowerCase()]);
    if (hits > bestRole) {
      bestRole = hits;
      jobRoleId = role.id;
    }
  }

  let experienceLevelId: string | null = null;
  const years = [...t.matchAll(/(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?years?/g)].map((m) => Number(m[1]));
  if (years.length > 0) {
    const y = Math.max(...years);
    const byYears = y >= 8 ? 'exp-lead' : y >= 5 ? 'exp-senior' : y >= 2 ? 'exp-mid' : 'exp-entry';
    if (catalogue.experienceLevels.some((l) => l.id === byYears)) experienceLevelId = byYears;
  }
  if (!experienceLevelId) {
    // Most senior matching level wins: "senior engineer, mentors junior developers" is a senior role.
    for (const level of [...catalogue.experienceLevels].reverse()) {
      if (countHits(t, level.keywords) > 0) {
        experienceLevelId = level.id;
        break;
      }
    }
  }
  return { experienceLevelId, jobRoleId };
}

/** Interviewer language → country, all 22 languages of spec. */
export const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = {
  English: 'United States',
  Indonesian: 'Indonesia',
  Japanese: 'Japan',
  Chinese: 'China',
  German: 'Germany',
  Hindi: 'India',
  French: 'France',
  Korean: 'Korea, Republic of',
  Portuguese: 'Portugal',
  Spanish: 'Spain',
  Russian: 'Russian Federation',
  Dutch: 'Netherlands',
  Turkish: 'Turkey',
  Arabic: 'Saudi Arabia',
  Polish: 'Poland',
  Swedish: 'Sweden',
  Danish: 'Denmark',
  Finnish: 'Finland',
  Norwegian: 'Norway',
  Vietnamese: 'Viet Nam',
  Filipino: 'Philippines',
  Malay: 'Malaysia',
};

/** Language part of an interviewer label 'X - Language' (text after the last ' - '); '' if absent. */
export function interviewerLanguage(label: string | null | undefined): string {
  if (!label) return '';
  const idx = label.lastIndexOf(' - ');
  return idx === -1 ? '' : label.slice(idx + 3).trim();
}

/** Country to auto-fill when an interviewer is picked; '' (clear the field) when there is no mapping. */
export function countryForInterviewer(label: string | null | undefined): string {
  const lang = interviewerLanguage(label).toLowerCase();
  const key = Object.keys(LANGUAGE_COUNTRY).find((k) => k.toLowerCase() === lang);
  return key ? (LANGUAGE_COUNTRY[key] ?? '') : '';
}

/** Only English and Indonesian interviewers are live; others are shown disabled as 'Coming soon' (spec). */
export function isInterviewerLanguageAvailable(label: string | null | undefined): boolean {
  const lang = interviewerLanguage(label).toLowerCase();
  return lang === 'english' || lang === 'indonesian';
}

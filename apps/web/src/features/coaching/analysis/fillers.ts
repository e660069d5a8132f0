/**
 * Filler words in a transcript (decision 0800 has the list and why each rule exists). A word counts once:
 * "you know" is one filler, not two words of fillers. Words are what the pace counts, too.
 */

export interface FillerHit {
  /** The filler as written, lower case ('um', 'you know'). */
  text: string;
  /** Index of its first word in words(). */
  index: number;
}

const HESITATIONS = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'erm', 'er', 'ah', 'hmm']);
// "a kind of tool", "this sort of thing": a noun phrase, not a hedge.
const NOUN_PHRASE_BEFORE = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'what',
  'which',
  'some',
  'any',
  'every',
  'each',
  'one',
  'same',
  'different',
  'no',
  'all',
  'other',
  'another',
  'right',
  'wrong',
  'new',
  'only',
]);
// "I like", "would like", "to like": the verb.
const VERB_LIKE_BEFORE = new Set([
  'i',
  'you',
  'we',
  'they',
  'he',
  'she',
  'would',
  "i'd",
  "we'd",
  "you'd",
  'to',
  "don't",
  "didn't",
  'really',
  'also',
  'do',
  'did',
  'not',
  'people',
  'users',
  'customers',
]);

interface Token {
  word: string;
  /** Punctuation right after the word (',', '.', '?', '!', ';', '—') or '' . */
  after: string;
  /** True when a comma or sentence end comes right before the word, or it opens the text. */
  clauseStart: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /([\p{L}\p{N}][\p{L}\p{N}'’-]*)([^\p{L}\p{N}]*)/gu;
  let clauseStart = true;
  for (const match of text.matchAll(re)) {
    const word = match[1]!.toLowerCase().replace(/’/g, "'");
    const after = (match[2] ?? '')
      .replace(/\s+/g, '')
      .replace(/[^,.;:?!—–-]/g, '')
      .charAt(0);
    tokens.push({ word, after, clauseStart });
    clauseStart = after !== '';
  }
  return tokens;
}

/** The transcript's words (numbers count as words; punctuation does not). */
export function countWords(text: string): number {
  return tokenize(text).length;
}

export function findFillers(text: string): FillerHit[] {
  const tokens = tokenize(text);
  const hits: FillerHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (HESITATIONS.has(t.word) || t.word === 'basically') {
      hits.push({ text: t.word, index: i });
      continue;
    }
    // "you know," / "I mean," set off as a discourse marker; "you know the answer" is not one.
    if ((t.word === 'you' && next?.word === 'know') || (t.word === 'i' && next?.word === 'mean')) {
      if (next.after !== '' || i + 2 === tokens.length) {
        hits.push({ text: `${t.word} ${next.word}`, index: i });
        i++;
      }
      continue;
    }
    if ((t.word === 'sort' || t.word === 'kind') && next?.word === 'of') {
      if (!prev || !NOUN_PHRASE_BEFORE.has(prev.word)) {
        hits.push({ text: `${t.word} of`, index: i });
        i++;
      }
      continue;
    }
    if (t.word === 'like') {
      const setOff = t.after === ',' || (prev?.after === ',' && !VERB_LIKE_BEFORE.has(prev.word));
      const opens = t.clauseStart && t.after === ',';
      if ((setOff || opens) && !(prev && VERB_LIKE_BEFORE.has(prev.word) && !prev.after)) {
        hits.push({ text: 'like', index: i });
      }
    }
  }
  return hits;
}

export interface TranscriptMetrics {
  words: number;
  fillers: FillerHit[];
  /** Fillers per 100 words; null for an empty transcript. */
  fillersPer100: number | null;
}

export function transcriptMetrics(text: string): TranscriptMetrics {
  const words = countWords(text);
  const fillers = findFillers(text);
  return { words, fillers, fillersPer100: words > 0 ? (fillers.length / words) * 100 : null };
}

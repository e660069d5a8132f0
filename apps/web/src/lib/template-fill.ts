// Fills prerendered markup with data, without React (decision 0547). The build renders a page's components
// with tokens in place of every text they show (`tokenize`), and the browser later swaps each token for the
// real text (`fillTemplate`). The markup stays the components' own: this file knows nothing of any page.

const OPEN = '\uE000';
const CLOSE = '\uE001';
/** Private-use characters: no text a person writes contains them. */
const TOKEN = /\uE000([^\uE000\uE001]*)\uE001/g;
/** The same token inside a URL's query, as URLSearchParams writes it. */
const ENCODED_TOKEN = /%EE%80%80(.*?)%EE%80%81/g;

export type FillValues = string | readonly FillValues[] | { readonly [key: string]: FillValues };

/** The token that stands for the value at `path` (dot-separated keys and list indexes). */
export const fillToken = (path: string): string => `${OPEN}${path}${CLOSE}`;

/**
 * `sample` with every string replaced by the token of its path; a list keeps its first item only, the
 * pattern `fillTemplate` repeats for each item (its element must carry `data-each="<path of the list>"`).
 */
export function tokenize<T extends FillValues>(sample: T, path = ''): T {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof sample === 'string') return fillToken(path) as T;
  if (Array.isArray(sample)) {
    if (!sample.length) throw new Error(`tokenize: the list at ${path || 'the top'} needs a sample item`);
    return [tokenize(sample[0] as FillValues, at(0))] as unknown as T;
  }
  return Object.fromEntries(
    Object.entries(sample as Record<string, FillValues>).map(([key, value]) => [
      key,
      tokenize(value, at(key)),
    ]),
  ) as T;
}

function valueAt(values: FillValues, path: string): FillValues | undefined {
  let value: FillValues | undefined = values;
  for (const key of path.split('.')) {
    if (value === undefined || typeof value === 'string') return undefined;
    value = Array.isArray(value)
      ? (value as readonly FillValues[])[Number(key)]
      : (value as Record<string, FillValues>)[key];
  }
  return value;
}

/** Thrown inside `fillTemplate` when a token has no text to take. */
class Unfilled extends Error {}

function replaceTokens(text: string, resolve: (path: string) => string, encoded: boolean): string {
  let out = text.replace(TOKEN, (_, path: string) => resolve(path));
  if (encoded)
    out = out.replace(ENCODED_TOKEN, (_, path: string) =>
      new URLSearchParams({ v: resolve(path) }).toString().slice(2),
    );
  return out;
}

function fillNode(root: Node, resolve: (path: string) => string): void {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.nodeValue ?? '';
      if (text.includes(OPEN)) node.nodeValue = replaceTokens(text, resolve, false);
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      for (const attr of Array.from((node as Element).attributes))
        if (attr.value.includes(OPEN) || attr.value.includes('%EE%80%80'))
          attr.value = replaceTokens(attr.value, resolve, true);
    }
  }
}

/**
 * Fills `root` (a template's cloned content) in place from `values`: every `data-each` element is repeated
 * once per item of its list, then every token in text and attributes becomes its value, as text (never
 * markup). Returns false, leaving the markup unusable, when the values do not fit: a token without a string
 * (or with one holding the token characters), or a list with no items (the components show something else
 * for an empty list).
 */
export function fillTemplate(root: ParentNode & Node, values: FillValues): boolean {
  const resolve = (path: string) => {
    const value = valueAt(values, path);
    // A value with the token characters in it could be taken for a token by a later pass.
    if (typeof value !== 'string' || value.includes(OPEN) || value.includes(CLOSE)) throw new Unfilled(path);
    return value;
  };
  try {
    for (const element of Array.from(root.querySelectorAll('[data-each]'))) {
      const list = element.getAttribute('data-each') ?? '';
      const items = valueAt(values, list);
      if (!Array.isArray(items) || !items.length) return false;
      const prefix = `${list}.0`;
      items.forEach((_, index) => {
        const copy = element.cloneNode(true);
        fillNode(copy, (path) =>
          resolve(
            path === prefix || path.startsWith(`${prefix}.`)
              ? `${list}.${index}${path.slice(prefix.length)}`
              : path,
          ),
        );
        element.before(copy);
      });
      element.remove();
    }
    fillNode(root, resolve);
  } catch (error) {
    if (error instanceof Unfilled) return false;
    throw error;
  }
  return true;
}

/** The attribute the early paint sets on a frame it has filled (the app's takeover waits for the data then). */
export const EARLY_PAINTED = 'data-early-painted';

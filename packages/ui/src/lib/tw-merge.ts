// `cn()`'s merge: later Tailwind classes replace earlier ones of the same group, as tailwind-merge does, for
// the classes the app and this package write. tailwind-merge itself (its engine 2 KB gzip, its default
// configuration of every Tailwind utility 8.4 KB) was the third largest part of the dashboard's first load; this
// is tailwind-merge 3.7.0's configuration cut to the groups, values and validators the sources write (in the
// default's order) and its algorithm without what they never use, 2.6 KB in all (decision 0792).
// `tw-merge.test.ts` merges every pair of the classes written in the sources with this and with tailwind-merge
// and fails on any difference: a class this does not know is kept beside its rival instead of replacing it, so
// add its group or value as `getDefaultConfig()` in tailwind-merge writes it.

const arbitrary = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const isNumber = (value: string) => !!value && !Number.isNaN(Number(value));
const isInteger = (value: string) => !!value && Number.isInteger(Number(value));
const isFraction = (value: string) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(value);
const isTshirtSize = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
const isAny = () => true;
const isArbitraryValue = (value: string) => arbitrary.test(value);
const isAnyNonArbitrary = (value: string) =>
  !isArbitraryValue(value) && !/^\((?:(\w[\w-]*):)?(.+)\)$/i.test(value);
/** `[label:…]` with this label, or an unlabelled `[…]` whose value passes the test. */
const arbitraryOf = (label: string, test: RegExp, unless?: RegExp) => (value: string) => {
  const match = arbitrary.exec(value);
  return !!match && (match[1] ? match[1] === label : test.test(match[2]!) && !unless?.test(match[2]!));
};
const isArbitraryLength = arbitraryOf(
  'length',
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/,
  // a colour function's percentages are not a length
  /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/,
);
const isArbitraryShadow = arbitraryOf(
  'shadow',
  /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/,
);

const config = {
  classGroups: {
    'break-before': [{ 'break-before': ['page'] }],
    'break-inside': [{ 'break-inside': ['avoid'] }],
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'table',
      'table-cell',
      'grid',
      'contents',
      'hidden',
    ],
    sr: ['sr-only', 'not-sr-only'],
    'object-fit': [{ object: ['contain', 'cover'] }],
    overflow: [{ overflow: ['auto', 'hidden', 'visible'] }],
    'overflow-x': [{ 'overflow-x': ['auto'] }],
    'overflow-y': [{ 'overflow-y': ['auto'] }],
    position: ['fixed', 'absolute', 'relative', 'sticky'],
    inset: [{ inset: [isNumber] }],
    'inset-x': [{ 'inset-x': [isNumber] }],
    'inset-y': [{ 'inset-y': [isNumber] }],
    top: [{ top: [isNumber] }],
    right: [{ right: [isNumber] }],
    bottom: [{ bottom: [isNumber] }],
    left: [{ left: ['full', isNumber] }],
    visibility: ['visible', 'invisible'],
    z: [{ z: [isInteger, isArbitraryValue] }],
    basis: [{ basis: ['full'] }],
    'flex-direction': [{ flex: ['row', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'nowrap'] }],
    flex: [{ flex: [isNumber] }],
    shrink: [{ shrink: [isNumber] }],
    order: [{ order: ['last'] }],
    'grid-cols': [{ 'grid-cols': [isInteger, isArbitraryValue] }],
    'col-start-end': [{ col: [{ span: [isInteger] }] }],
    gap: [{ gap: [isNumber] }],
    'gap-x': [{ 'gap-x': [isNumber] }],
    'gap-y': [{ 'gap-y': [isNumber] }],
    'justify-content': [{ justify: ['start', 'end', 'center', 'between'] }],
    'align-items': [{ items: ['start', 'end', 'center', { baseline: [''] }] }],
    'align-self': [{ self: ['start', 'end'] }],
    p: [{ p: [isNumber] }],
    px: [{ px: [isNumber] }],
    py: [{ py: [isNumber] }],
    pt: [{ pt: [isNumber] }],
    pr: [{ pr: [isNumber] }],
    pb: [{ pb: [isNumber] }],
    pl: [{ pl: [isNumber] }],
    mx: [{ mx: ['auto', isNumber] }],
    my: [{ my: [isNumber] }],
    mt: [{ mt: ['auto', isNumber] }],
    mb: [{ mb: [isNumber] }],
    ml: [{ ml: ['auto', isNumber] }],
    'space-y': [{ 'space-y': [isNumber] }],
    size: [{ size: ['full', isNumber] }],
    w: [{ w: ['full', isArbitraryValue, 'px', isNumber] }],
    'min-w': [{ 'min-w': [isArbitraryValue, isNumber] }],
    'max-w': [{ 'max-w': [isTshirtSize, isArbitraryValue] }],
    h: [{ h: ['auto', 'full', 'px', isNumber] }],
    'min-h': [{ 'min-h': ['dvh', isArbitraryValue, isNumber] }],
    'max-h': [{ 'max-h': [isArbitraryValue, isNumber] }],
    'font-size': [{ text: ['base', isTshirtSize, isArbitraryLength] }],
    'font-style': ['italic'],
    'font-weight': [{ font: ['normal', 'medium', 'semibold', 'bold'] }],
    'font-family': [{ font: [isAnyNonArbitrary] }],
    'fvn-spacing': ['tabular-nums'],
    tracking: [{ tracking: ['tight', 'wide'] }],
    'line-clamp': [{ 'line-clamp': [isNumber] }],
    leading: [{ leading: ['none', 'tight', 'relaxed'] }],
    'list-style-type': [{ list: ['disc'] }],
    'text-alignment': [{ text: ['left', 'center', 'right'] }],
    'text-color': [{ text: [isAny] }],
    'text-decoration': ['underline'],
    'underline-offset': [{ 'underline-offset': [isNumber] }],
    'text-transform': ['uppercase', 'capitalize'],
    'text-overflow': ['truncate'],
    'vertical-align': [{ align: ['top', 'middle'] }],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre-line', 'pre-wrap'] }],
    break: [{ break: ['words', 'all'] }],
    'bg-color': [{ bg: [isAny] }],
    rounded: [{ rounded: ['', 'full', isTshirtSize] }],
    'border-w': [{ border: ['', isNumber, isArbitraryLength] }],
    'border-w-t': [{ 'border-t': ['', isNumber] }],
    'border-w-r': [{ 'border-r': [''] }],
    'border-w-b': [{ 'border-b': [''] }],
    'border-w-l': [{ 'border-l': [''] }],
    'border-style': [{ border: ['dashed'] }],
    'border-color': [{ border: [isAny] }],
    'border-color-t': [{ 'border-t': [isAny] }],
    'border-color-r': [{ 'border-r': [isAny] }],
    'outline-style': [{ outline: ['none'] }],
    'outline-w': [{ outline: [''] }],
    'outline-color': [{ outline: [isAny] }],
    shadow: [{ shadow: ['', isTshirtSize, isArbitraryShadow] }],
    'shadow-color': [{ shadow: [isAny] }],
    'ring-w': [{ ring: [isNumber] }],
    'ring-color': [{ ring: [isAny] }],
    'ring-offset-w': [{ 'ring-offset': [isNumber] }],
    'ring-offset-color': [{ 'ring-offset': [isAny] }],
    opacity: [{ opacity: [isNumber] }],
    'border-collapse': [{ border: ['collapse'] }],
    caption: [{ caption: ['bottom'] }],
    transition: [{ transition: ['', 'colors', 'shadow', 'transform', isArbitraryValue] }],
    duration: [{ duration: [isNumber] }],
    delay: [{ delay: [isNumber] }],
    animate: [{ animate: ['spin', 'pulse', 'bounce', isArbitraryValue] }],
    scale: [{ scale: [isNumber] }],
    'translate-x': [{ 'translate-x': [isFraction] }],
    'translate-y': [{ 'translate-y': [isNumber] }],
    accent: [{ accent: [isAny] }],
    cursor: [{ cursor: ['pointer', 'not-allowed', 'col-resize', 'row-resize'] }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    resize: [{ resize: ['', 'y'] }],
    'scroll-mt': [{ 'scroll-mt': [isNumber] }],
    touch: [{ touch: ['none'] }],
    select: [{ select: ['none'] }],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    mx: ['ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    'border-w': ['border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
    'border-color': ['border-color-t', 'border-color-r'],
  },
  // tailwind-merge's list (`*`, `before`, `file`, …) cut to the ones the sources write: a variant here keeps its
  // place among the others instead of being sorted with them.
  orderSensitiveModifiers: ['placeholder'],
};

// ------------------------------------------------------------------ the merge

// tailwind-merge 3.7.0's algorithm (createTailwindMerge, mergeClassList), without what the sources never write:
// theme getters, a prefix, arbitrary properties (`[mask-type:luminance]`), a line height after a font size
// (`text-sm/6`), Tailwind 3's leading `!`.
type Definition = string | ((value: string) => boolean) | { [part: string]: Definition[] };
interface Part {
  next: Map<string, Part>;
  validators: { group: string; test: (value: string) => boolean }[];
  group?: string;
}
const part = (): Part => ({ next: new Map(), validators: [] });
const root = part();
const walk = (from: Part, path: string) =>
  path.split('-').reduce((node, name) => {
    let next = node.next.get(name);
    if (!next) node.next.set(name, (next = part()));
    return next;
  }, from);
const add = (definition: Definition, node: Part, group: string) => {
  if (typeof definition === 'string') (definition === '' ? node : walk(node, definition)).group = group;
  else if (typeof definition === 'function') node.validators.push({ group, test: definition });
  else
    for (const [path, inner] of Object.entries(definition))
      for (const d of inner) add(d, walk(node, path), group);
};
for (const [group, definitions] of Object.entries(config.classGroups))
  for (const d of definitions as Definition[]) add(d, root, group);

/** The literal path first, then the validators of the deepest part reached, in the configuration's order. */
const groupOf = (parts: string[], index: number, node: Part): string | undefined => {
  if (index === parts.length) return node.group;
  const next = node.next.get(parts[index]!);
  const found = next && groupOf(parts, index + 1, next);
  if (found) return found;
  const rest = parts.slice(index).join('-');
  return node.validators.find((v) => v.test(rest))?.group;
};
const classGroup = (name: string) => {
  const parts = name.split('-');
  // `-mx-1`: a negative value is its class's group.
  return groupOf(parts, parts[0] === '' && parts.length > 1 ? 1 : 0, root);
};
const conflicts: Record<string, string[] | undefined> = config.conflictingClassGroups;
const orderSensitive = new Set(config.orderSensitiveModifiers);

/** Variants sorted as tailwind-merge does: alphabetically between order-sensitive ones (`[&_svg]`, `before`). */
const sortModifiers = (modifiers: string[]) => {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const m of modifiers)
    if (m[0] === '[' || orderSensitive.has(m)) {
      sorted.push(...run.sort(), m);
      run = [];
    } else run.push(m);
  return [...sorted, ...run.sort()];
};

/** Splits `hover:bg-primary/20` into its variants, its base class and where its `/` modifier starts. */
const parse = (name: string) => {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let slash: number | undefined;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (depth === 0 && c === ':') {
      modifiers.push(name.slice(start, i));
      start = i + 1;
    } else if (depth === 0 && c === '/') slash = i;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
  }
  const full = name.slice(start);
  // Tailwind 4's `!` is a suffix; tailwind-merge also reads Tailwind 3's prefix, which the sources never write.
  const important = full.endsWith('!');
  const base = important ? full.slice(0, -1) : full;
  return { modifiers, important, base, postfix: slash && slash > start ? slash - start : undefined };
};

const merge = (classList: string) => {
  const taken: string[] = [];
  let result = '';
  const names = classList.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!;
    const { modifiers, important, base, postfix } = parse(name);
    // `bg-primary/20` is `bg-primary`'s group; `w-3/4`, whose part before the `/` is no class, is whole.
    const group = (postfix && classGroup(base.slice(0, postfix))) || classGroup(base);
    if (group) {
      const variant = sortModifiers(modifiers).join(':');
      const modifierId = important ? `${variant}!` : variant;
      if (taken.includes(modifierId + group)) continue;
      taken.push(modifierId + group, ...(conflicts[group] ?? []).map((g) => modifierId + g));
    }
    result = result ? `${name} ${result}` : name;
  }
  return result;
};

const cache = new Map<string, string>();
/** Joins a class list, later Tailwind utilities replacing earlier ones of the same group. */
export const twMerge = (classList: string): string => {
  let merged = cache.get(classList);
  if (merged === undefined) {
    // Bounded as tailwind-merge's LRU (500): a long session's class strings must not grow without end.
    if (cache.size >= 500) cache.clear();
    cache.set(classList, (merged = merge(classList)));
  }
  return merged;
};

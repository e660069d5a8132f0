// Keeps the web app's route strings in one place: apps/web/src/config/paths.ts. A string or template literal
// that is one of those routes (exactly, or followed by `?`, `/` or `#`) anywhere else in apps/web/src is an
// error; API paths ('/interview/register', '/candidate/…') are not routes and never match.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');
const pathsFile = path.join(webSrc, 'config/paths.ts');

/** The route values of config/paths.ts, except '/' (every URL starts with it). */
export function readRoutes(source = readFileSync(pathsFile, 'utf8')) {
  const block = /export const paths = \{([\s\S]*?)\} as const/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/:\s*'([^']+)'/g)]
    .map((m) => m[1])
    .filter((route) => route !== '/')
    .sort((a, b) => b.length - a.length); // longest first: /app/dashboard before /app
}

const routes = readRoutes();

/** The route a literal's text spells, if any. */
export function routeIn(text, known = routes) {
  return known.find(
    (route) => text === route || ['?', '/', '#'].some((next) => text.startsWith(route + next)),
  );
}

/** Whether `file` must take its routes from config/paths. */
export function checksFile(file) {
  if (!file.startsWith(webSrc + path.sep) || file === pathsFile) return false;
  return !/\.test\.tsx?$/.test(file);
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Routes of the web app come from src/config/paths.ts' },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    if (!checksFile(file)) return {};
    const report = (node, text) => {
      const route = routeIn(text);
      if (route)
        context.report({ node, message: `route '${route}' spelled out: use paths from '@/config/paths'` });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && report(node, node.value),
      TemplateLiteral: (node) => report(node, node.quasis[0]?.value.cooked ?? ''),
    };
  },
};

export const routeLiteralsPlugin = { rules: { 'no-route-literals': rule } };

export const routeLiteralConfigs = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { routes: routeLiteralsPlugin },
    rules: { 'routes/no-route-literals': 'error' },
  },
];

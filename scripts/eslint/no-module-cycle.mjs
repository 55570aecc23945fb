// A lint rule for cycles between domain folders (a server module, a domain package folder).
// import-x/no-cycle follows files and runtime imports only, so chats.service.ts → live-events.ts
// and events.routes.ts → chats.service.ts pass it although the chat and events modules then
// depend on each other. This rule draws the graph one level up: a folder depends on another when
// any of its files imports any file of the other, type-only imports included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const sourceFile = /\.(ts|tsx|mts)$/;
/** Tests and their fixtures are not part of the folders' graph: nothing in production loads them. */
const isTestSupport = (file) => /\.test\.tsx?$|-fixtures\.tsx?$/.test(file);
const specifiers =
  /(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The folder directly under `root` that holds `file`, or null for files at the root itself. */
function folderOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** Relative imports only: folders under one root reach each other by relative paths. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(specifiers)) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('.')) found.push(path.resolve(path.dirname(file), specifier));
  }
  return found;
}

const graphs = new Map();
/** An editor keeps one ESLint process open for hours: the graph is read again when it is older. */
const graphLifetimeMs = 5_000;

/** folder → Set of folders it imports, for one root. */
function graphFor(root) {
  const cached = graphs.get(root);
  if (cached && Date.now() - cached.builtAt < graphLifetimeMs) return cached.graph;
  const graph = new Map();
  for (const file of filesUnder(root)) {
    const from = folderOf(root, file);
    if (!from || isTestSupport(file)) continue;
    for (const target of importsOf(file)) {
      const to = folderOf(root, target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  graphs.set(root, { graph, builtAt: Date.now() });
  return graph;
}

/** A path of folders from `start` back to `goal`, or null. */
function pathBack(graph, start, goal) {
  const queue = [[start]];
  const seen = new Set([start]);
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of graph.get(route.at(-1)) ?? []) {
      if (next === goal) return [...route, next];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...route, next]);
    }
  }
  return null;
}

export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Folders directly under the given roots must not import each other in a cycle.',
    },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: '"{{from}}" imports "{{to}}", which imports it back: {{route}}.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (isTestSupport(file)) return {};
    const roots = context.options[0].roots.map((root) => path.resolve(context.cwd, root));
    const root = roots.find((candidate) => folderOf(candidate, file));
    if (!root) return {};
    const from = folderOf(root, file);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = folderOf(root, path.resolve(path.dirname(file), specifier));
      if (!to || to === from) return;
      const route = pathBack(graphFor(root), to, from);
      if (route)
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { from, to, route: [from, ...route].join(' → ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

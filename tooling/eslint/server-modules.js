// The module rule of the platform server (DESIGN.md: "a module reaches another only through its
// service"), as an ESLint rule for the files of apps/server/src/modules/<domain>/:
//
// - another module is reached only through its service: an import into another module's folder
//   must name a `*.service.ts` file of it — never its repository, tables, routes, schemas or any
//   other file. The one exception is a foreign key: a `*.tables.ts` file may import another
//   module's `*.tables.ts` (a constraint of the database, not code reaching into the module);
// - a module never imports `db/schema.ts`, which assembles every module's tables: it imports its
//   own `<domain>.tables.ts`;
// - no import may close a cycle between modules (type-only imports count: a cycle of types is
//   still a cycle of knowledge).
//
// Tests (`*.test.ts`) are exempt: they go through createServer and may look at any table. The
// cycle check reads the other modules' imports from disk (re-read when a file changes) and takes
// the linted file's imports from the code being linted, so an editor buffer is checked as typed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.test\.(ts|tsx|js|mjs)$/;
// Static imports and re-exports (`… from '…'`), side-effect imports and import() / import types.
const IMPORT_TEXT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The module folder of an absolute path under `modulesDir`, or null. */
function moduleOf(modulesDir, file) {
  const path = relative(modulesDir, file);
  if (!path || path.startsWith('..') || path.startsWith(sep)) return null;
  const parts = path.split(sep);
  // A file beside the module folders (module.ts, the declaration type; modules.ts, the list) is
  // no module: every module may import module.ts, and the list imports every module's index.ts.
  return parts.length > 1 ? parts[0] : null;
}

/** The file a relative specifier names (without its extension), or null for a package. */
function target(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  return resolve(dirname(fromFile), specifier).replace(/\.(js|mjs|ts|tsx)$/, '');
}

/** The kind of a module file, by its name: service, repository, tables, routes, schemas, … */
function kindOf(file) {
  const match = /\.(service|repository|tables|routes|schemas|guard|test)$/.exec(basename(file));
  return match ? match[1] : 'other';
}

const fileEdges = new Map(); // path → { mtimeMs, targets }

/** The module folders the non-test files of `module` import from disk (cached by mtime). */
function diskEdges(modulesDir, module) {
  const folder = join(modulesDir, module);
  const found = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        const { mtimeMs } = statSync(path);
        let cached = fileEdges.get(path);
        if (!cached || cached.mtimeMs !== mtimeMs) {
          const text = readFileSync(path, 'utf8');
          const targets = [...text.matchAll(IMPORT_TEXT)].map((m) => target(path, m[1]));
          cached = { mtimeMs, targets };
          fileEdges.set(path, cached);
        }
        for (const to of cached.targets) {
          const other = to && moduleOf(modulesDir, to);
          if (other && other !== module) found.add(`${path}\n${other}`);
        }
      }
    }
  };
  walk(folder);
  return found;
}

/** Module → modules it imports, from disk, with the linted file's own imports replacing its own. */
function moduleGraph(modulesDir, lintedFile, lintedTargets) {
  const graph = new Map();
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const module of modules) {
    const edges = new Set();
    for (const pair of diskEdges(modulesDir, module)) {
      const [file, other] = pair.split('\n');
      if (file !== lintedFile) edges.add(other);
    }
    graph.set(module, edges);
  }
  const own = moduleOf(modulesDir, lintedFile);
  if (!graph.has(own)) graph.set(own, new Set());
  for (const other of lintedTargets) graph.get(own).add(other);
  return graph;
}

/** A path of modules from `from` to `to` in `graph` (both ends included), or null. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const module = queue.shift();
    if (module === to) {
      const path = [];
      for (let at = to; at !== null; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(module) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, module);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverModulesRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A server module reaches another only through its service, never in a cycle (DESIGN.md).',
    },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' }, schemaFile: { type: 'string' } },
        required: ['modulesDir', 'schemaFile'],
        additionalProperties: false,
      },
    ],
    messages: {
      notService:
        "Module '{{from}}' may reach module '{{to}}' only through its service (a *.service.ts file), not its {{kind}} ({{file}}).",
      schema:
        "Module '{{from}}' imports db/schema (every module's tables): import its own {{from}}.tables.ts.",
      cycle: 'This import closes a cycle between server modules: {{cycle}}.',
    },
  },
  create(context) {
    const { modulesDir, schemaFile } = context.options[0];
    const file = context.filename;
    const own = moduleOf(modulesDir, file);
    if (own === null || TEST.test(file)) return {};
    const schema = schemaFile.replace(/\.ts$/, '');
    const crossing = []; // { node, to }

    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = target(file, source.value);
      if (to === null) return;
      if (to === schema) {
        context.report({ node: source, messageId: 'schema', data: { from: own } });
        return;
      }
      const other = moduleOf(modulesDir, to);
      if (other === null || other === own) return;
      crossing.push({ node: source, to: other });
      const kind = kindOf(to);
      const foreignKey = kind === 'tables' && kindOf(file.replace(/\.ts$/, '')) === 'tables';
      if (kind !== 'service' && !foreignKey) {
        context.report({
          node: source,
          messageId: 'notService',
          data: { from: own, to: other, kind, file: relative(modulesDir, to) },
        });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
      'Program:exit'() {
        if (crossing.length === 0) return;
        const graph = moduleGraph(
          modulesDir,
          file,
          crossing.map((c) => c.to),
        );
        const reported = new Set();
        for (const { node, to } of crossing) {
          if (reported.has(to)) continue;
          const back = pathBetween(graph, to, own);
          if (back === null) continue;
          reported.add(to);
          context.report({
            node,
            messageId: 'cycle',
            data: { cycle: [own, ...back].join(' → ') },
          });
        }
      },
    };
  },
};

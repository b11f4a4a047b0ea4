// What each published package's own files promise its consumers, checked against its
// package.json: the newest CHANGELOG.md entry is its version, and the README's `## Install`
// section names exactly its required peer dependencies (in a `pnpm add` command: the package,
// then its peers) and the stylesheets it exports (`import '…css';`). The release check also
// builds its consumer app's dependencies from those README sections, so they are data as well as
// documentation. Run alone: `node scripts/package-docs.mjs` (exit 1 on the first broken promise).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The published (non-private) packages under `<root>/packages`, with their manifests. */
export function publishedPackages(root) {
  const folder = join(root, 'packages');
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(folder, entry.name);
      return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
    })
    .filter(({ manifest }) => !manifest.private);
}

/** The version of a changelog's newest `## x.y.z` entry, or undefined when it has none. */
export function latestChangelogVersion(changelog) {
  return /^##\s+v?(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)\s*$/m.exec(changelog)?.[1];
}

/** A package's peer dependencies that are not marked optional in `peerDependenciesMeta`. */
export function requiredPeers(manifest) {
  return Object.keys(manifest.peerDependencies ?? {}).filter(
    (name) => !manifest.peerDependenciesMeta?.[name]?.optional,
  );
}

/** The stylesheets a package exports, as a consumer imports them (`@scope/name/styles.css`). */
export function exportedStylesheets(manifest) {
  return Object.keys(manifest.exports ?? {})
    .filter((subpath) => subpath.endsWith('.css'))
    .map((subpath) => `${manifest.name}${subpath.slice(1)}`);
}

/**
 * The `## Install` section of a README: `packages` are the arguments of its one `pnpm add`
 * command (in a `sh` block; `\` continues a line), `stylesheets` the `.css` files its `ts` blocks
 * import. Undefined when the README has no such section.
 */
export function readInstallSection(readme) {
  const lines = readme.split(/\r?\n/);
  const start = lines.findIndex((line) => /^## Install\s*$/.test(line));
  if (start < 0) return undefined;
  const next = lines.findIndex((line, index) => index > start && /^## /.test(line));
  const blocks = [];
  let block;
  for (const line of lines.slice(start + 1, next < 0 ? lines.length : next)) {
    const fence = /^```\s*([\w-]*)/.exec(line);
    if (!fence) {
      block?.text.push(line);
    } else if (!block) {
      block = { lang: fence[1], text: [] };
    } else {
      blocks.push({ lang: block.lang, text: block.text.join('\n') });
      block = undefined;
    }
  }
  const commands = blocks
    .filter(({ lang }) => lang === 'sh')
    .map(({ text }) => text.replace(/\\\n/g, ' ').trim())
    .filter((text) => /^pnpm add\s/.test(text));
  const stylesheets = blocks
    .filter(({ lang }) => ['ts', 'tsx', 'js', 'jsx'].includes(lang))
    .flatMap(({ text }) =>
      [...text.matchAll(/^import\s+['"]([^'"]+\.css)['"];?/gm)].map((m) => m[1]),
    );
  return {
    commands: commands.length,
    packages: commands[0]?.split(/\s+/).slice(2) ?? [],
    stylesheets,
  };
}

const difference = (a, b) => a.filter((item) => !b.includes(item));
const list = (items) => items.map((item) => `\`${item}\``).join(', ');

/** Everything a package's CHANGELOG.md and README promise that its package.json contradicts. */
export function packageDocProblems({ dir, manifest }) {
  const { name, version } = manifest;
  const problems = [];

  const changelogFile = join(dir, 'CHANGELOG.md');
  const latest = existsSync(changelogFile)
    ? latestChangelogVersion(readFileSync(changelogFile, 'utf8'))
    : undefined;
  // A package that was never released (0.0.0) has no entry yet; any other has its version's.
  if ((latest ?? '0.0.0') !== version) {
    problems.push(
      latest
        ? `${name}: CHANGELOG.md's newest entry is ${latest}, package.json says ${version}`
        : `${name}: package.json says ${version}, CHANGELOG.md has no entry for it`,
    );
  }

  const readmeFile = join(dir, 'README.md');
  const install = existsSync(readmeFile)
    ? readInstallSection(readFileSync(readmeFile, 'utf8'))
    : undefined;
  if (!install) return [...problems, `${name}: README.md has no "## Install" section`];
  if (install.commands !== 1) {
    return [
      ...problems,
      `${name}: README.md's Install section needs exactly one \`pnpm add\` command (has ${install.commands})`,
    ];
  }
  const [first, ...peers] = install.packages;
  if (first !== name) {
    problems.push(`${name}: README.md's \`pnpm add\` must start with ${name}, not ${first}`);
  }
  const required = requiredPeers(manifest);
  const missing = difference(required, peers);
  const extra = difference(peers, required);
  if (missing.length) {
    problems.push(`${name}: README.md's Install section misses the peer(s) ${list(missing)}`);
  }
  if (extra.length) {
    problems.push(
      `${name}: README.md's Install section names ${list(extra)}, which package.json does not require as peers`,
    );
  }
  if (new Set(peers).size !== peers.length) {
    problems.push(`${name}: README.md's \`pnpm add\` names a package twice`);
  }

  const exported = exportedStylesheets(manifest);
  const unlisted = difference(exported, install.stylesheets);
  const unexported = difference(install.stylesheets, exported);
  if (unlisted.length) {
    problems.push(`${name}: README.md's Install section does not import ${list(unlisted)}`);
  }
  if (unexported.length) {
    problems.push(
      `${name}: README.md's Install section imports ${list(unexported)}, which package.json does not export`,
    );
  }
  // A bundler drops a stylesheet import from a package that declares no side effects.
  const sideEffects = manifest.sideEffects;
  const keepsCss =
    sideEffects === undefined ||
    sideEffects === true ||
    (Array.isArray(sideEffects) && sideEffects.some((pattern) => pattern.endsWith('.css')));
  if (exported.length && !keepsCss) {
    problems.push(`${name}: exports a stylesheet, so \`sideEffects\` must keep its .css files`);
  }
  return problems;
}

/** The problems of every published package under `root`. */
export function allPackageDocProblems(root) {
  return publishedPackages(root).flatMap(packageDocProblems);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..');
  const problems = allPackageDocProblems(root);
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length) process.exit(1);
  console.log(
    `✓ ${publishedPackages(root).length} packages: changelogs, versions and install sections agree`,
  );
}

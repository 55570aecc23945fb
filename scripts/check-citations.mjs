#!/usr/bin/env node
// Every citation in the code resolves inside the repository: comments cite the product's
// rules as `rules §N.M` (docs/rules, file N, section M), never a document that is not in
// the repository or an issue number. Fails, naming each place, when
//  - source code or docs cite the old specification's or design document's sections,
//    or an issue by number;
//  - source code has a section sign that is not part of a `rules §…` citation;
//  - a `rules §N.M` (or a `§N.M` inside the docs) names a section that does not exist;
//  - a rules file's `##` heading lacks its number, carries another file's, or repeats one.
// Usage: node scripts/check-citations.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rulesDir = path.join(root, 'docs', 'rules');
const self = fileURLToPath(import.meta.url);

const S = '\u00a7'; // the section sign, spelled out so this file does not cite anything itself
const sourceRoots = ['apps', 'packages', 'e2e', 'scripts', '.ci'];
const sourceExtensions = /\.(c|m)?(t|j)sx?$|\.(sql|json|css|html)$/;
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'build',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
  '.git',
]);
const skippedFiles = new Set(['package-lock.json']);

/** Sections that exist: `4` for each rules file, `4.2` for each numbered heading. */
function readSections(problems) {
  const sections = new Set();
  const files = readdirSync(rulesDir).filter((name) => /^\d+-.+\.md$/.test(name));
  for (const name of files) {
    const fileNumber = Number(name.split('-')[0]);
    sections.add(String(fileNumber));
    const lines = readFileSync(path.join(rulesDir, name), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (!line.startsWith('## ')) return;
      const where = `docs/rules/${name}:${index + 1}`;
      const heading = /^## (\d+)\.(\d+) \S/.exec(line);
      if (!heading)
        return problems.push(`${where}: a "##" heading needs its number, "## N.M Title"`);
      const [, file, section] = heading;
      const id = `${Number(file)}.${Number(section)}`;
      if (Number(file) !== fileNumber)
        problems.push(`${where}: heading ${id} sits in file ${fileNumber}`);
      else if (sections.has(id)) problems.push(`${where}: section ${id} is numbered twice`);
      sections.add(id);
    });
  }
  return sections;
}

function walk(dir, keep, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) walk(full, keep, out);
    } else if (entry.isFile() && keep(full)) out.push(full);
  }
  return out;
}

function sourceFiles() {
  const inRoot = readdirSync(root).filter(
    (name) => sourceExtensions.test(name) && !skippedFiles.has(name),
  );
  const files = inRoot.map((name) => path.join(root, name));
  for (const dir of sourceRoots) {
    const underCi = dir === '.ci';
    walk(
      path.join(root, dir),
      (file) => (underCi || sourceExtensions.test(file)) && !skippedFiles.has(path.basename(file)),
      files,
    );
  }
  return files.filter((file) => file !== self && statSync(file).size < 2_000_000);
}

function docFiles() {
  const files = [path.join(root, 'README.md')];
  return walk(path.join(root, 'docs'), (file) => file.endsWith('.md'), files);
}

const forbidden = [
  { pattern: new RegExp(`\\bspec ${S}`, 'i'), says: 'cites the old specification' },
  { pattern: new RegExp(`\\bdesign ${S}`, 'i'), says: 'cites the design document' },
  { pattern: /\bissues? #?\d+/i, says: 'cites an issue by number' },
];
const sectionRef = `${S}\\d+(?:\\.\\d+)?`;
/** `rules §4.2`, `rules §4.2, §4.3`, `rules §4.2 and §4.3`, `rules §4.2/§4.3`. */
const ruleChain = new RegExp(`\\brules ${sectionRef}(?:\\s*(?:,|and|or|/)\\s*${sectionRef})*`, 'g');
const anyRef = new RegExp(sectionRef, 'g');
const sectionSign = new RegExp(S, 'g');

function check() {
  const problems = [];
  const sections = readSections(problems);
  let citations = 0;
  let citingFiles = 0;

  const resolve = (where, id) => {
    citations += 1;
    if (!sections.has(id))
      problems.push(`${where}: rules ${S}${id} names no section in docs/rules`);
  };

  const scan = (file, isSource) => {
    const relative = path.relative(root, file);
    const lines = readFileSync(file, 'utf8').split('\n');
    const before = citations;
    lines.forEach((line, index) => {
      const where = `${relative}:${index + 1}`;
      const wrong = forbidden.filter(({ pattern }) => pattern.test(line));
      for (const { says } of wrong)
        problems.push(`${where}: ${says}: ${line.trim().slice(0, 100)}`);
      if (wrong.length || !line.includes(S)) return;
      if (!isSource) {
        for (const match of line.matchAll(anyRef)) resolve(where, match[0].slice(1));
        return;
      }
      const covered = new Set();
      for (const chain of line.matchAll(ruleChain)) {
        for (const ref of chain[0].matchAll(anyRef)) {
          resolve(where, ref[0].slice(1));
          covered.add(chain.index + ref.index);
        }
      }
      for (const sign of line.matchAll(sectionSign))
        if (!covered.has(sign.index))
          problems.push(`${where}: a ${S} outside a "rules ${S}N.M" citation`);
    });
    if (citations > before) citingFiles += 1;
  };

  for (const file of sourceFiles()) scan(file, true);
  for (const file of docFiles()) scan(file, false);

  for (const problem of problems) console.error(problem);
  const summary = `citations: ${citations} in ${citingFiles} files against ${sections.size} rules sections; ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  if (problems.length) {
    console.error(summary);
    process.exit(1);
  }
  console.log(summary);
}

check();

#!/usr/bin/env node
// `npm run lint:docs`: what a fresh clone's documentation promises, checked.
// - Every relative link in every Markdown file (and every `path/to/file.md` named in code
//   spans) resolves to a file git tracks, inside the repository: a fresh clone has it.
// - Every README stays short (at most MAX_README_LINES), and every page says how things are
//   now: no work rounds ("stop 27", "round 5"), no commit hashes, no dated entries. History
//   lives in git log and CHANGELOG.md.
// Prints one line per problem and exits 1 if there is any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MAX_README_LINES = 160;

/** Files git knows: tracked ones, plus new ones not ignored (a helper's work in progress). */
function gitFiles(...args) {
  const out = execFileSync('git', ['ls-files', '-z', ...args], { cwd: root, encoding: 'utf8' });
  return out.split('\0').filter(Boolean);
}

/** Markdown minus fenced code blocks (links there are examples, not promises). */
export function withoutFences(text) {
  const lines = text.split('\n');
  let fence = null;
  return lines
    .map((line) => {
      const m = /^\s*(`{3,}|~{3,})/.exec(line);
      if (m) {
        if (!fence) fence = m[1][0];
        else if (m[1][0] === fence) fence = null;
        return '';
      }
      return fence ? '' : line;
    })
    .join('\n');
}

/** Relative link targets of a Markdown text: inline links, images and reference definitions. */
export function linkTargets(text) {
  const body = withoutFences(text).replace(/`[^`\n]*`/g, '``');
  const targets = [];
  for (const m of body.matchAll(/!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    targets.push(m[1]);
  }
  for (const m of body.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) targets.push(m[1]);
  return targets.filter((t) => !/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(t));
}

/** Markdown files named in code spans (`packages/engine/README.md`, `../shared/X.md`). */
export function namedDocs(text) {
  const body = withoutFences(text);
  const names = [];
  for (const m of body.matchAll(/`([^`\s]+\.md)(?:#[^`\s]*)?`/g)) {
    if (m[1].includes('/') && !/[*<>{}]/.test(m[1])) names.push(m[1]);
  }
  return names;
}

/** Sentences that make a README a diary. */
export const diaryPatterns = [
  [/\b(stop|round)s? \d+\b/i, 'a work round'],
  [/\b[0-9a-f]{40}\b/, 'a commit hash'],
  // Abbreviated hashes in READMEs only: a design note may cite a pinned revision of an outside
  // artefact (a model's repository), which is provenance, not this repository's history.
  [/\b(at|commit|since|from) [0-9a-f]{7,12}\b(?![\w-])/, 'a commit hash', 'readme'],
  [/\b20\d\d-[01]\d-[0-3]\d\b/, 'a date'],
  [/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* 20\d\d\b/, 'a date'],
];

/** Files that may carry dates: the release log, and figures a bench writes with its run. */
export const mayBeDated = (file) => file === 'CHANGELOG.md' || file.startsWith('docs/figures/');

export function checkReadme(file, text) {
  const lines = text.split('\n');
  const count = text.endsWith('\n') ? lines.length - 1 : lines.length;
  if (count <= MAX_README_LINES) return [];
  return [`${file}: ${count} lines (a README says what is, in at most ${MAX_README_LINES})`];
}

/** Documentation says how things are now: no work rounds, commit hashes or dated entries. */
export function checkDiary(file, text) {
  const problems = [];
  const readme = /(^|\/)README\.md$/i.test(file);
  withoutFences(text)
    .split('\n')
    .forEach((line, i) => {
      for (const [pattern, what, only] of diaryPatterns) {
        if (only === 'readme' && !readme) continue;
        const m = pattern.exec(line);
        if (m) problems.push(`${file}:${i + 1}: ${what} ("${m[0]}"); history goes to git log`);
      }
    });
  return problems;
}

function main() {
  const tracked = new Set(gitFiles());
  const docs = [...new Set([...gitFiles('--cached', '--others', '--exclude-standard', '*.md')])]
    .filter((f) => !f.split('/').includes('node_modules') && existsSync(join(root, f)))
    .sort();
  const problems = [];
  const known = (rel) =>
    tracked.has(rel) ||
    // A folder link: some tracked file lives under it.
    [...tracked].some((t) => t.startsWith(`${rel}/`));

  for (const file of docs) {
    const text = readFileSync(join(root, file), 'utf8');
    const dir = dirname(join(root, file));
    for (const raw of linkTargets(text)) {
      const target = decodeURIComponent(raw.replace(/[#?].*$/, ''));
      if (!target) continue;
      const abs = target.startsWith('/') ? join(root, target) : resolve(dir, target);
      const rel = relative(root, abs).split(sep).join('/');
      if (rel.startsWith('..')) problems.push(`${file}: link to ${raw} leaves the repository`);
      else if (!known(rel)) problems.push(`${file}: link to ${raw}: not in a fresh clone`);
    }
    for (const name of namedDocs(text)) {
      const candidates = [resolve(dir, name), join(root, name)].map((p) =>
        relative(root, p).split(sep).join('/'),
      );
      if (candidates.every((rel) => rel.startsWith('..'))) {
        problems.push(`${file}: names ${name}, outside the repository`);
      } else if (!candidates.some((rel) => !rel.startsWith('..') && known(rel))) {
        problems.push(`${file}: names ${name}: not in a fresh clone`);
      }
    }
    if (/(^|\/)README\.md$/i.test(file)) problems.push(...checkReadme(file, text));
    if (!mayBeDated(file)) problems.push(...checkDiary(file, text));
  }

  for (const p of problems) console.log(p);
  const readmes = docs.filter((f) => /(^|\/)README\.md$/i.test(f)).length;
  console.log(
    `docs: ${docs.length} Markdown files (${readmes} READMEs) checked, ${problems.length} problem(s)`,
  );
  if (problems.length) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

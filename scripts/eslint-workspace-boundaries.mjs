// An ESLint rule for what `no-restricted-imports` patterns cannot see: a relative import that
// leaves its workspace without naming `packages/` or `apps/` on the way
// (`../../machines/src/index.ts` from packages/ui/src). It resolves the path and compares the
// workspace (root package.json `workspaces`) of the importing file with that of the target.
import { readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).workspaces.map(
  (w) => resolve(root, w),
);

/** The workspace folder holding `file`, or null for the repository's own files. */
const workspaceOf = (file) =>
  workspaces.find((w) => file === w || file.startsWith(w + sep)) ?? null;

const noCrossWorkspaceRelative = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports into another workspace' },
    messages: {
      cross:
        "'{{source}}' reaches into {{target}}: import it by its package name and an export of its package.json.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = workspaceOf(file);
    const check = (node) => {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = workspaceOf(resolve(dirname(file), source));
      if (target && target !== own) {
        context.report({
          node,
          messageId: 'cross',
          data: { source, target: target.slice(root.length + 1) },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const workspaceBoundaries = {
  meta: { name: 'hds-workspace-boundaries' },
  rules: { 'no-cross-workspace-relative': noCrossWorkspaceRelative },
};

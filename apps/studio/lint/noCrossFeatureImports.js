// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The studio's features (src/features/<name>/) never import one another, and the shared
 * building blocks (src/kit/) import no feature: what two features share lives in kit/, and
 * a screen that shows another feature's piece gets it from its route (src/routing/).
 */
const FEATURES = `${sep}src${sep}features${sep}`;
const KIT = `${sep}src${sep}kit${sep}`;

/** `{root, feature}` of a path under some `…/src/features/<feature>/`, else null. */
function featureOf(path) {
  const i = path.lastIndexOf(FEATURES);
  if (i < 0) return null;
  const rest = path.slice(i + FEATURES.length);
  const name = rest.split(sep)[0];
  return rest.includes(sep) ? { root: path.slice(0, i), feature: name } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Studio features import no other feature; kit/ imports no feature.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move what they share into kit/ (or " +
        '@hds/ui, @hds/api-client), or hand it in through the route.',
      kitToFeature:
        "kit/ imports feature '{{to}}': a building block depends on no feature; move the piece " +
        'into kit/ or pass it in.',
    },
  },
  create(context) {
    const file = resolve(context.filename);
    const own = featureOf(file);
    const inKit = file.includes(KIT);
    if (!own && !inKit) return {};
    /** @param {import('estree').Node & {source?: unknown}} node */
    const check = (node) => {
      const source = /** @type {{type?: string, value?: unknown} | null | undefined} */ (
        node.source
      );
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const target = featureOf(resolve(dirname(file), spec));
      if (!target) return;
      if (own && target.feature !== own.feature && relative(own.root, target.root) === '') {
        context.report({
          node: source,
          messageId: 'crossFeature',
          data: { from: own.feature, to: target.feature },
        });
      } else if (inKit && !own) {
        context.report({ node: source, messageId: 'kitToFeature', data: { to: target.feature } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app's layers, as bulletproof-react draws them: shared code (components, lib, config, test, content)
 * ← features ← app. A feature may import shared code and its own files only; the app layer composes features;
 * shared code imports neither. Both `@/…` aliases and relative paths are resolved to the file they name, so a
 * relative `../../other-feature` is caught as surely as `@/features/other-feature`.
 */

const WEB_SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps/web/src');

/** The layer and, for a feature, its name, of a file under apps/web/src; null outside it. */
function placeOf(file) {
  const rel = path.relative(WEB_SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, name] = rel.split(path.sep);
  if (top === 'features') return { layer: 'feature', feature: name };
  // main.tsx mounts the app and entry-prerender.tsx draws its public pages at build time: both belong to the app layer.
  if (top === 'app' || rel === 'main.tsx' || rel === 'entry-prerender.tsx') return { layer: 'app' };
  return { layer: 'shared' };
}

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(WEB_SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

function violation(from, to) {
  if (from.layer === 'shared' && to.layer !== 'shared')
    return `shared code may not import from the ${to.layer === 'app' ? 'app layer' : `"${to.feature}" feature`}`;
  if (from.layer === 'feature' && to.layer === 'app') return `the "${from.feature}" feature may not import from the app layer`;
  if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature)
    return `the "${from.feature}" feature may not import from the "${to.feature}" feature; move what both need to shared code`;
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Keeps the web app’s features apart and its layers one-way.' }, schema: [] },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, context.filename);
      const to = target && placeOf(target);
      const message = to && violation(from, to);
      if (message) context.report({ node: node.source, message: `${message} (${specifier}).` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundaries': rule } };

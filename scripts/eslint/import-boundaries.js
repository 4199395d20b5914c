// Import boundaries between layers and modules, checked by `npm run lint`.
//
// Server (apps/server/src):
//   - platform/, workflow/ and db/ never import modules/ (modules depend on them, not back).
//   - modules/<a> imports modules/<b> only through its public entry modules/<b>/index.ts (or its
//     manifest <b>.module.ts, which the module list modules/index.ts composes).
// Web (apps/web/src):
//   - modules/<a> imports modules/<b> only through modules/<b>/index.ts, or its route table
//     modules/<b>/routes.tsx (what the app shell composes; its pages load lazily, so importing it
//     costs no page code, where a barrel holding the routes would pull every eager export along).
// Test files (under __tests__/ or *.test.*) may reach into internals: they test them.
import path from 'node:path';

const EXTENSIONS = /\.(?:[cm]?[jt]sx?)$/;

/** `{ app, layer, area, rest }` of a repository file, or undefined outside the checked trees. */
function locate(file) {
  const norm = file.split(path.sep).join('/');
  const m = /(?:^|\/)apps\/(server|web)\/src\/(.*)$/.exec(norm);
  if (!m) return undefined;
  const [, app, inner] = m;
  const parts = inner.split('/');
  if (parts[0] === 'modules' && parts.length >= 2) {
    // A file directly in modules/ (none today) counts as its own area.
    const area = parts.length === 2 ? parts[1].replace(EXTENSIONS, '') : parts[1];
    return { app, layer: 'modules', area, rest: parts.slice(2).join('/') };
  }
  return { app, layer: parts[0], area: undefined, rest: parts.slice(1).join('/') };
}

const isTest = (file) => /(?:^|\/)__tests__\//.test(file) || /\.test\.[cm]?[jt]sx?$/.test(file);
/**
 * The public entry of a module: `modules/<b>`, `modules/<b>/index(.js|.ts)`, its manifest
 * `modules/<b>/<b>.module(.ts|.tsx)` (what the module list composes); on the web also its routes.
 */
const isEntry = (app, rest) =>
  rest === '' || /^index(?:\.[cm]?[jt]sx?)?$/.test(rest) || /^[\w-]+\.module(?:\.[cm]?[jt]sx?)?$/.test(rest)
  || (app === 'web' && /^routes(?:\.[cm]?[jt]sx?)?$/.test(rest));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep layer and module boundaries: no platform/workflow/db → modules imports, modules meet through index.ts' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      layer: '{{layer}}/ may not import modules/ ({{spec}}); let the module register with the platform instead.',
      internal: 'modules/{{from}} may not import the internals of modules/{{to}} ({{spec}}); import from its public entry modules/{{to}}/index instead.',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    if (isTest(file)) return {};
    const self = locate(file);
    if (!self) return {};
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(file), spec));
      if (!target || target.app !== self.app || target.layer !== 'modules') return;
      if (self.layer !== 'modules') {
        if (self.app === 'server' && ['platform', 'workflow', 'db'].includes(self.layer)) {
          context.report({ node: source, messageId: 'layer', data: { layer: self.layer, spec } });
        }
        return;
      }
      if (target.area === self.area || isEntry(target.app, target.rest)) return;
      context.report({ node: source, messageId: 'internal', data: { from: self.area, to: target.area, spec } });
    }
    return {
      ImportDeclaration: (n) => check(n, n.source),
      ExportNamedDeclaration: (n) => check(n, n.source),
      ExportAllDeclaration: (n) => check(n, n.source),
      ImportExpression: (n) => check(n, n.source),
    };
  },
};

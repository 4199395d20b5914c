import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The web calls the shared contracts for their method and path only: the server validates and
 * serialises with their zod schemas, the web never runs them. In the built app, `zod` imported by
 * packages/shared (except forms.ts, whose form model the form designer validates) resolves to a
 * chainable stand-in of a few hundred bytes, so zod (about 30 KB gz) and the schemas' real objects
 * stay out of every page (issue 14). Tests and the dev server keep the real zod.
 */
const STUB_ID = '\0ecms-zod-stub';
const SHARED = `${path.sep}packages${path.sep}shared${path.sep}src${path.sep}`;
/** Modules of packages/shared that the web runs zod from. */
const REAL_ZOD = /[\\/]forms\.ts$/;

const STUB_SOURCE = `
const target = function () {};
const schema = new Proxy(target, {
  get(_t, key) {
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'then') return undefined;
    return schema;
  },
  apply() { return schema; },
  construct() { return schema; },
});
export const z = schema;
export default schema;
`;

export function zodStub(): Plugin {
  return {
    name: 'ecms-zod-stub',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer) return null;
      const file = importer.split('?')[0];
      if (!file.includes(SHARED) || REAL_ZOD.test(file)) return null;
      return STUB_ID;
    },
    load(id) {
      return id === STUB_ID ? STUB_SOURCE : null;
    },
  };
}

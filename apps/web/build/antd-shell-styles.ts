import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The module that holds the stylesheet's URL (null unless built). */
const TARGET = '/src/app/antd-shell-css.ts';
const PLACEHOLDER = 'ANTD_SHELL_CSS: string | null = null;';

/**
 * antd's styles of the components the shell and the home page show, generated at build time
 * (issue 15: on a phone about 40 % of home's main-thread time went to antd's CSS-in-JS building,
 * serializing and inserting each component's styles on first use).
 *
 * The components are rendered once on the server side and their registered styles extracted with
 * antd's own `extractStyle`, which ends the text with the cache-path map
 * (`.data-ant-cssinjs-cache-path{content:…}`): cssinjs reads it before its first style and skips
 * generating every style listed there (CSS_FILE_STYLE). In CSS-variable mode (antd 6) a style's
 * path is the version hash, the component and its prefix, not the theme: the same file serves
 * every theme colour and size; the theme's variables are still set at runtime.
 *
 * The file is emitted as a hashed asset; its URL goes into app/antd-shell-css.ts, which loads it
 * before antd's providers and puts it where antd puts its own styles.
 */
export function antdShellStyles(): Plugin {
  let base = '/';
  let asset: { fileName: string; source: string } | undefined;
  const build = () => {
    if (!asset) {
      const source = renderShellStyles();
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      asset = { fileName: `assets/antd-shell-${hash}.css`, source };
    }
    return asset;
  };
  return {
    name: 'ecms-antd-shell-styles',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    transform(code, id) {
      if (!id.split('?')[0].replace(/\\/g, '/').endsWith(TARGET)) return null;
      if (!code.includes(PLACEHOLDER)) this.error(`${TARGET}: "${PLACEHOLDER}" not found`);
      return { code: code.replace(PLACEHOLDER, `ANTD_SHELL_CSS: string | null = ${JSON.stringify(base + build().fileName)};`), map: null };
    },
    generateBundle() {
      const { fileName, source } = build();
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- antd's CommonJS build, loaded untyped in Node */
function renderShellStyles(): string {
  // antd's CommonJS build and the cssinjs instance it uses (the `lib` of both): one style cache
  const require = createRequire(import.meta.url);
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const antd = require('antd');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const h = React.createElement as (type: any, props?: any, ...children: any[]) => unknown;
  const items = [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }, { key: 'c', label: 'c' }];
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache },
      h(antd.ConfigProvider, null,
        h(antd.App, null,
          // the shell: header, side navigation, tab bar, breadcrumb
          h(antd.Button, { type: 'primary' }, 'a'),
          h(antd.Button, { type: 'text', size: 'small' }, 'a'),
          h(antd.Badge, { count: 1 }, h('span', null, 'a')),
          h(antd.Badge, { dot: true }),
          h(antd.Dropdown, { menu: { items } }, h('span', null, 'a')),
          h(antd.Tooltip, { title: 'a' }, h('span', null, 'a')),
          h(antd.Menu, { mode: 'inline', items, openKeys: ['a'], selectedKeys: ['b'] }),
          h(antd.Menu, { mode: 'vertical', items }),
          h(antd.Tabs, { type: 'editable-card', hideAdd: true, items: [{ key: 'a', label: 'a' }, { key: 'b', label: 'b', closable: true }] }),
          h(antd.Breadcrumb, { items: [{ title: 'a' }, { title: 'b' }] }),
          h(antd.Input, { placeholder: 'a', allowClear: true, prefix: h('span', null, 'a') }),
          // the home page's panels
          h(antd.Card, { title: 'a', extra: 'b', size: 'small' }, 'c'),
          h(antd.Space, null, h('span', null, 'a'), h('span', null, 'b')),
          h(antd.Tag, { color: 'blue' }, 'a'),
          h(antd.Empty, { image: antd.Empty.PRESENTED_IMAGE_SIMPLE }),
          h(antd.Skeleton, { active: true }),
          h(antd.Statistic, { title: 'a', value: 1 }),
          h(antd.Spin, null),
        ),
      ),
    ),
  );
  return extractStyle(cache, { plain: true, types: 'style' }) as string;
}

import { i18n } from '../locales/i18n';
import { zhAreas } from '../locales/zh-areas';
import { zhShell } from '../locales/zh-shell';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// antd pages render slowly on a loaded 2-core machine; findBy*/waitFor wait up to 5 s, not 1 s
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!(globalThis as { ResizeObserver?: unknown }).ResizeObserver) {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The shell's and the areas' Chinese texts load with antd and with the pages in the app
// (locales/i18n.ts); tests render area pages directly, so they have them from the start.
i18n.addResourceBundle('zh', 'translation', zhShell, true, true);
i18n.addResourceBundle('zh', 'translation', zhAreas, true, true);

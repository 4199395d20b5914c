/**
 * URL of antd's styles of the shell and the home page, generated at build time
 * (build/antd-shell-styles.ts writes it here); null in dev and tests, where antd generates them.
 */
export const ANTD_SHELL_CSS: string | null = null;

let ready: Promise<void> | undefined;

/**
 * Loads the prebuilt styles before antd's first component renders: cssinjs reads the list of
 * styles present once, on its first style, and then skips generating those (issue 15).
 *
 * A <style> with an @import, marked as antd's own first queued style: antd inserts its runtime
 * styles after it and the app's stylesheets stay after all of them, the order antd's own
 * insertion gives (the app's CSS keeps overriding antd's where it did).
 */
export function antdShellStylesReady(): Promise<void> {
  if (!ANTD_SHELL_CSS || typeof document === 'undefined') return Promise.resolve();
  ready ??= new Promise<void>((resolve) => {
    const style = document.createElement('style');
    style.setAttribute('data-rc-order', 'prependQueue');
    style.setAttribute('data-rc-priority', '-1000');
    style.textContent = `@import url(${JSON.stringify(ANTD_SHELL_CSS)});`;
    style.onload = () => resolve();
    style.onerror = () => resolve();
    // never hold the page: without the file antd generates the styles as before
    setTimeout(resolve, 10_000);
    document.head.prepend(style);
  });
  return ready;
}

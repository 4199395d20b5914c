import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** Keyboard activation (Enter / Space) for clickable list rows that are not buttons. */
export function activateOnKey(action: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      action();
    }
  };
}

/**
 * Repairs, after every render, markup of an antd component that its props cannot reach (a role on
 * an inner element, a row to hide from assistive technology). `fix` must be idempotent: it runs
 * again whenever the subtree changes, and only writes attributes that differ.
 */
export function useDomFix(ref: RefObject<HTMLElement | null>, fix: (root: HTMLElement) => void): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    fix(root);
    const observer = new MutationObserver(() => fix(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex', 'role'] });
    return () => observer.disconnect();
  }, [ref, fix]);
}

/** Sets an attribute only when it differs (no mutation loop with the observer above). */
export function setAttr(el: Element, name: string, value: string | null): void {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * antd tables copy the column titles into a hidden measuring row; a title holding a control (the
 * select-all checkbox) leaves a focusable element under aria-hidden. `inert` takes it out of the
 * focus order too.
 */
export function fixTableMeasureRows(root: HTMLElement): void {
  root.querySelectorAll('tr.ant-table-measure-row').forEach((tr) => setAttr(tr, 'inert', ''));
  // a table scrolling sideways can be scrolled from the keyboard too (axe scrollable-region-focusable)
  root.querySelectorAll('.ant-table-content, .ant-table-body').forEach((el) => setAttr(el, 'tabindex', '0'));
}

/**
 * antd's editable tabs put the close buttons, the extra buttons and the overflow button inside the
 * element with role=tablist, where only tabs may be (axe aria-required-children). The tablist role
 * moves to the list of tabs alone; a close button leaves the keyboard order and the accessibility
 * tree, since Delete or Backspace on the focused tab closes it (rc-tabs) and its context menu offers
 * the same.
 */
export function fixEditableTabs(label: string): (root: HTMLElement) => void {
  return (root) => {
    const nav = root.querySelector('.ant-tabs-nav');
    const list = root.querySelector('.ant-tabs-nav-list');
    if (!nav || !list) return;
    setAttr(nav, 'role', null);
    setAttr(nav, 'aria-orientation', null);
    setAttr(list, 'role', 'tablist');
    setAttr(list, 'aria-orientation', 'horizontal');
    setAttr(list, 'aria-label', label);
    list.querySelectorAll('.ant-tabs-tab-remove').forEach((b) => {
      setAttr(b, 'tabindex', '-1');
      setAttr(b, 'aria-hidden', 'true');
    });
  };
}

import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

function render(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, ...(node.children ?? []).map((c, i) => render(c, i)));
}

/**
 * An antd icon drawn from its SVG data alone, for the pages built without antd (the sign-in
 * page, issue 14): @ant-design/icons' component brings antd's colour and style runtime with it.
 */
export function PlainIcon({ icon, className, spin }: { icon: IconDefinition; className?: string; spin?: boolean }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span role="img" aria-hidden="true" className={`ecms-icon${spin ? ' ecms-icon--spin' : ''}${className ? ` ${className}` : ''}`}>
      {createElement('svg', { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' }, ...(svg.children ?? []).map((c, i) => render(c, i)))}
    </span>
  );
}

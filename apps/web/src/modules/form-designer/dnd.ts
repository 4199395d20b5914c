import type { DragEvent } from 'react';
import type { TFormFieldType } from '@ecms/shared';

/*
 * Native HTML5 drag and drop (no extra dependency, like DragSortTable): what is being dragged is
 * kept here (dataTransfer cannot be read during dragover); drop indicators are CSS classes set on
 * the DOM node directly so hovering never re-renders the canvas.
 */
export type DragPayload = { kind: 'palette'; fieldType: TFormFieldType | 'subTable' } | { kind: 'field'; uid: string; fieldType: TFormFieldType };

let current: DragPayload | null = null;

export function startDrag(e: DragEvent, payload: DragPayload) {
  current = payload;
  e.dataTransfer.effectAllowed = payload.kind === 'palette' ? 'copy' : 'move';
  // Some browsers start a drag only with data set.
  e.dataTransfer.setData('text/plain', payload.kind === 'field' ? payload.uid : payload.fieldType);
  e.stopPropagation();
}

export function endDrag() {
  current = null;
  for (const el of Array.from(document.querySelectorAll('.fd-drop-before, .fd-drop-after, .fd-drop-into'))) {
    el.classList.remove('fd-drop-before', 'fd-drop-after', 'fd-drop-into');
  }
}

export const dragging = () => current;

/** Before or after the hovered card: the half of the card the pointer is in (horizontal cards: left/right half). */
export function sideOf(e: DragEvent<HTMLElement>, horizontal: boolean): 'before' | 'after' {
  const r = e.currentTarget.getBoundingClientRect();
  return horizontal ? (e.clientX - r.left < r.width / 2 ? 'before' : 'after') : (e.clientY - r.top < r.height / 2 ? 'before' : 'after');
}

export function mark(el: HTMLElement, cls: 'fd-drop-before' | 'fd-drop-after' | 'fd-drop-into' | null) {
  el.classList.remove('fd-drop-before', 'fd-drop-after', 'fd-drop-into');
  if (cls) el.classList.add(cls);
}

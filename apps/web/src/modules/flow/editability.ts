import type { TodoPermission } from '../../api/wf-handle';

/** Flow params that decide the form's editability (spec 1 §3 flow params, §4). */
export interface EditFlags {
  view?: boolean;
  adminEdit?: boolean;
}

/**
 * Whether the caller may edit the form (spec 1 §4): read-only in view mode, when finished, when
 * delegated (unless the delegation state is USERTASK), on a read-only node, or without an open
 * task of one's own; the admin-edit flag overrides all of these.
 */
export function formEditable(perm: TodoPermission | null | undefined, flags: EditFlags): boolean {
  if (flags.adminEdit) return true;
  if (!perm || !perm.hasNextBtn || flags.view || perm.isFinished || perm.readOnly) return false;
  if (perm.delegationState && perm.delegationState !== 'USERTASK') return false;
  return true;
}

/**
 * A field's access on the caller's node, as the engine keeps it: on the start node a field is
 * editable unless configured otherwise; on an approval node only fields configured editable are.
 */
export function fieldAccess(perm: TodoPermission | null | undefined, field: string, isStart: boolean, editable: boolean, adminEdit = false): 'editable' | 'readonly' | 'hidden' {
  const configured = perm?.fieldPermissions?.[field];
  if (configured === 'hidden' && !adminEdit) return 'hidden';
  if (!editable) return 'readonly';
  if (adminEdit) return 'editable';
  const access = isStart ? configured ?? 'editable' : configured;
  return access === 'editable' ? 'editable' : 'readonly';
}

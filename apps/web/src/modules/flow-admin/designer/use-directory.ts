import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAssigneeRule, TCondition, TConditionBranch, TFlowNode } from '@ecms/shared';
import { fetchStaffRanks, queryRoles, queryShareUsers } from '../../../api/sys';

const STALE = 5 * 60_000;

/** People, roles and staff ranks the designer names (loaded once, cached). */
export function useDirectory() {
  const users = useQuery({ queryKey: ['wf-designer', 'users'], queryFn: () => queryShareUsers({ pageNo: 1, pageSize: 1000 }), staleTime: STALE });
  const roles = useQuery({ queryKey: ['wf-designer', 'roles'], queryFn: () => queryRoles(), staleTime: STALE });
  const ranks = useQuery({ queryKey: ['wf-designer', 'ranks'], queryFn: fetchStaffRanks, staleTime: STALE });
  return useMemo(() => ({
    userName: new Map((users.data?.rows ?? []).map((u) => [u.id, u.name])),
    roles: (roles.data?.rows ?? []).map((r) => ({ value: r.code, label: r.name })),
    roleName: new Map((roles.data?.rows ?? []).map((r) => [r.code, r.name])),
    ranks: (ranks.data ?? []).map((r) => ({ value: r.label, label: r.label })),
  }), [users.data, roles.data, ranks.data]);
}

export type Directory = ReturnType<typeof useDirectory>;

/** One-line texts of nodes and branches, shown on the cards and in the step list. */
export function useDescribe(dir: Directory) {
  const { t } = useTranslation();
  const rule = useCallback((r: TAssigneeRule): string => {
    switch (r.type) {
      case 'users': return r.userIds.map((id) => dir.userName.get(id) ?? id).join('、');
      case 'role': return r.roleCodes.length ? `${t('flowAdmin.rule.role')}：${r.roleCodes.map((c) => dir.roleName.get(c) ?? c).join('、')}` : '';
      case 'deptLeader': return t('flowAdmin.rule.level', { n: r.levels });
      case 'initiator': return t('flowAdmin.rule.initiator');
      case 'initiatorChooses': return t('flowAdmin.rule.initiatorChooses');
      case 'previousChooses': return t('flowAdmin.rule.previousChooses');
      case 'formField': return r.field ? `${t('flowAdmin.rule.formField')}：${r.field}` : '';
      case 'staffRank': return r.ranks.length ? `${t('flowAdmin.rule.staffRank')}：${r.ranks.join('、')}` : '';
    }
  }, [dir, t]);
  const describeNode = useCallback((n: TFlowNode): string => {
    if (n.type === 'approver' || n.type === 'handler') {
      const who = rule(n.config.assignee);
      if (!who) return '';
      const multi = n.config.assignee.type !== 'deptLeader' && n.config.assignee.type !== 'initiator' && n.config.mode && n.config.mode !== 'single';
      return multi ? `${who}（${t(`flowAdmin.mode.${n.config.mode}`).replace(/（.*）/, '')}）` : who;
    }
    if (n.type === 'cc') return rule(n.config.assignee);
    if (n.type === 'subprocess') return n.config.processCode;
    return '';
  }, [rule, t]);
  const condition = useCallback((c: TCondition): string => {
    const field = t(`flowAdmin.fieldPreset.${c.field}`, { defaultValue: c.field });
    const op = t(`flowAdmin.op.${c.op}`);
    if (c.op === 'isEmpty' || c.op === 'notEmpty') return `${field} ${op}`;
    const v = Array.isArray(c.value) ? c.value.join('、') : String(c.value ?? '');
    return `${field} ${op} ${v}`;
  }, [t]);
  const describeBranch = useCallback((b: TConditionBranch) => b.conditions.map(condition).join('，且 '), [condition]);
  return { rule, describeNode, describeBranch };
}

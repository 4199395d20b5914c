import type { MenuSeed, SeedStep } from '../../platform/module.js';
import { saasGrade } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import { PLATFORM_ONLY_MENUS } from './saas.service.js';

/*
 * The two grades a fresh install offers (the platform administrator edits them, or adds others, on
 * saas-enterprise-menu): 专业版 holds every menu a company may have; 标准版 leaves out the
 * specialised business areas. Inserted when absent (by code), never overwriting an edit.
 */

/** Top-level areas 标准版 does not include. */
const PRO_ONLY_AREAS = ['supervise', 'consult', 'finance', 'hr', 'bonus', 'cockpit', 'costdata', 'market', 'quality', 'report'];

function codesOf(menus: readonly MenuSeed[], take: (top: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (items: readonly MenuSeed[], top: string | null) => {
    for (const m of items) {
      const area = top ?? m.key;
      const hidden = PLATFORM_ONLY_MENUS.some((p) => m.key === p || m.key.startsWith(`${p}.`));
      if (take(area) && !hidden) out.push(m.key);
      if (m.children && !hidden) walk(m.children, area);
    }
  };
  walk(menus, null);
  return out.sort();
}

export const seedGrades: SeedStep = async (tx, { registry }) => {
  const menus = registry.menus;
  await tx.insert(saasGrade).values([
    { id: newId(), code: 'standard', name: '标准版', sort: 10, remark: '工作台、行政、合同、知识中心、基础数据与系统管理', menuCodes: codesOf(menus, (a) => !PRO_ONLY_AREAS.includes(a)) },
    { id: newId(), code: 'pro', name: '专业版', sort: 20, remark: '全部业务模块', menuCodes: codesOf(menus, () => true) },
  ]).onConflictDoNothing();
};

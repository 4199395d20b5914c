import type { MenuSeed } from '../../platform/module.js';
import { group, leaf } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the bonus area, declared by bonus.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 奖金管理 — spec 3 §2
// ---------------------------------------------------------------------------

const BONUS: MenuSeed = group('bonus', '奖金管理', [
  leaf('bonus.calculation', '奖金计算', '/bonus-calculation', 'bonus:calculation', { actions: ['calc'] }),
  leaf('bonus.payment', '奖金发放', '/bonus-payment', 'bonus:payment', { actions: ['pay'] }),
  leaf('bonus.my', '我的奖金', '/my-bonus', 'bonus:my'),
  leaf('bonus.mySum', '奖金汇总', '/my-bonus-thesum', 'bonus:mySum', { fullName: '我的奖金汇总' }),
  leaf('bonus.temp', '分配模板', '/bonus-temp', 'bonus:temp', { fullName: '奖金分配模板' }),
  leaf('bonus.rule', '奖金规则', '/bonus-rule', 'bonus:rule', { fullName: '奖金计提规则' }),
  leaf('bonus.entrust', '奖金委托', '/bonus-entrust', 'bonus:entrust'),
  leaf('bonus.adjust', '奖金调整', '/bd/bonus-aujust-index', 'bonus:adjust'),
], { permission: 'bonus', icon: 'RedEnvelopeOutlined' });

/** Bonus in the navigation (top-level entries carry their place). */
export const BONUS_MENUS: MenuSeed[] = [
  { ...BONUS, sort: 110 },
];

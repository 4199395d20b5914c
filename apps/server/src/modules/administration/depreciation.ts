/*
 * Straight-line depreciation (年限平均法, domain/administration.md §1): monthly = original ×
 * (1 − residual rate) / (life in months), in fen; the last month takes the rounding remainder so
 * the total equals the depreciable amount. Depreciation starts the month after the asset is put
 * into use and stops after the month it leaves use (scrapping).
 */

export interface DepreciationInput {
  originalValue: number;
  /** Percent (5 = 5 %). */
  residualRate: number;
  lifeYears: number;
  /** Put into use, YYYY-MM-DD; null: not depreciating yet. */
  startUse: string | null;
  /** Left use (scrapped), YYYY-MM-DD. */
  scrapDate?: string | null;
}

export interface Depreciation {
  startMonth: string | null;
  monthly: number;
  monthsDepreciated: number;
  accumulated: number;
  netValue: number;
  thisMonth: number;
}

const monthIndex = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;
const monthText = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

/** Depreciation of one card as of the end of month `asOf` (YYYY-MM). */
export function depreciate(a: DepreciationInput, asOf: string): Depreciation {
  const originalFen = Math.round(a.originalValue * 100);
  const depreciableFen = Math.round(originalFen * (1 - a.residualRate / 100));
  const months = Math.max(1, Math.round(a.lifeYears * 12));
  const monthlyFen = Math.round(depreciableFen / months);
  if (!a.startUse) {
    return { startMonth: null, monthly: monthlyFen / 100, monthsDepreciated: 0, accumulated: 0, netValue: originalFen / 100, thisMonth: 0 };
  }
  const first = monthIndex(a.startUse) + 1;
  let last = monthIndex(asOf);
  if (a.scrapDate) last = Math.min(last, monthIndex(a.scrapDate));
  const n = Math.max(0, Math.min(months, last - first + 1));
  const chargeOf = (k: number) => (k === months ? depreciableFen - monthlyFen * (months - 1) : monthlyFen);
  const accumulatedFen = n === months ? depreciableFen : monthlyFen * n;
  const k = monthIndex(asOf) - first + 1;
  const thisMonthFen = k >= 1 && k <= n && monthIndex(asOf) <= last ? chargeOf(k) : 0;
  return {
    startMonth: monthText(first), monthly: monthlyFen / 100, monthsDepreciated: n,
    accumulated: accumulatedFen / 100, netValue: (originalFen - accumulatedFen) / 100, thisMonth: thisMonthFen / 100,
  };
}

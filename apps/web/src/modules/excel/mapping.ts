/*
 * Column mapping rules of the import wizard (spec 3 §4): colIndexMaps maps a spreadsheet column
 * position to a field key; giving a field to one column clears it from every other column.
 */

export type ColIndexMaps = Record<string, string>;

/** Assigns `key` to column `col` (or clears the column when `key` is empty); `key` leaves every other column. */
export function assignColumn(maps: ColIndexMaps, col: number, key: string | null | undefined): ColIndexMaps {
  const next: ColIndexMaps = {};
  for (const [c, k] of Object.entries(maps)) if (k !== key && c !== String(col)) next[c] = k;
  if (key) next[String(col)] = key;
  return next;
}

/** The column a field is mapped to, or -1. */
export function columnOf(maps: ColIndexMaps, key: string): number {
  const hit = Object.entries(maps).find(([, k]) => k === key);
  return hit ? Number(hit[0]) : -1;
}

/** Labels of required fields not mapped to any column. */
export function unmappedRequired(maps: ColIndexMaps, fields: { key: string; name: string; required: boolean }[]): string[] {
  const mapped = new Set(Object.values(maps));
  return fields.filter((f) => f.required && !mapped.has(f.key)).map((f) => f.name);
}

import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TWeather, ZWeatherSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supWeather } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { newId } from '../../platform/ids.js';
import { visibleProject } from './project.service.js';

/*
 * Weather of a project's day (spec 2 §7 GET /bs/supervise/{taskId}/weather/{date} → tempRange, dayWtype).
 * Answers come from a provider. The built-in one answers from what a user entered for that project
 * and day (sup_weather), since the servers have no network; a networked provider (a weather
 * service by the project's address) replaces it through setWeatherProvider at start-up.
 */

export interface WeatherFacts { dayWtype: string | null; tempLow: number | null; tempHigh: number | null; wind: string | null }

export interface WeatherProvider {
  /** Shown as `source` in the answer. */
  readonly name: string;
  /** The weather of the project's day, or null when the provider knows nothing of it. */
  forDay(tx: Db, projectId: string, day: string): Promise<WeatherFacts | null>;
}

/** The built-in provider: what a user entered for that day. */
export const enteredWeather: WeatherProvider = {
  name: 'entered',
  async forDay(tx, projectId, day) {
    const [w] = await tx.select().from(supWeather).where(and(eq(supWeather.projectId, projectId), eq(supWeather.day, day)));
    if (!w) return null;
    return { dayWtype: w.dayWtype, tempLow: num(w.tempLow), tempHigh: num(w.tempHigh), wind: w.wind };
  },
};

let provider: WeatherProvider = enteredWeather;

/** Replaces the weather provider (returns the previous one). Entered weather still wins over it. */
export function setWeatherProvider(p: WeatherProvider): WeatherProvider {
  const previous = provider;
  provider = p;
  return previous;
}

const num = (v: string | null): number | null => (v === null ? null : Number(v));
const fmt = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}℃`;

/** "12℃~20℃", one end alone, or null. */
export function tempRange(low: number | null, high: number | null): string | null {
  if (low !== null && high !== null) return low === high ? fmt(low) : `${fmt(low)}~${fmt(high)}`;
  if (low !== null) return fmt(low);
  return high !== null ? fmt(high) : null;
}

/** The weather of a project's day: entered first, else the provider's; null fields when nobody knows. */
export async function weatherOf(tx: Db, projectId: string, day: string): Promise<TWeather> {
  let source = enteredWeather.name;
  let facts = await enteredWeather.forDay(tx, projectId, day);
  if (!facts && provider !== enteredWeather) {
    facts = await provider.forDay(tx, projectId, day);
    source = provider.name;
  }
  return {
    date: day, dayWtype: facts?.dayWtype ?? null, tempLow: facts?.tempLow ?? null, tempHigh: facts?.tempHigh ?? null, wind: facts?.wind ?? null,
    tempRange: facts ? tempRange(facts.tempLow, facts.tempHigh) : null, source: facts ? source : 'none',
  };
}

/** One line for records and logs: "晴 12℃~20℃ 东风3级", or null. */
export function weatherLine(w: TWeather): string | null {
  const text = [w.dayWtype, w.tempRange, w.wind].filter(Boolean).join(' ');
  return text || null;
}

export async function getWeather(tx: Db, actor: SessionInfo, projectId: string, day: string) {
  await visibleProject(tx, actor, projectId);
  return weatherOf(tx, projectId, day);
}

/** Enters (or corrects) the weather of a project's day. */
export async function saveWeather(tx: Db, actor: SessionInfo, projectId: string, day: string, b: z.output<typeof ZWeatherSave>) {
  await visibleProject(tx, actor, projectId);
  const values = { dayWtype: b.dayWtype, tempLow: b.tempLow === null ? null : String(b.tempLow), tempHigh: b.tempHigh === null ? null : String(b.tempHigh), wind: b.wind };
  await tx.insert(supWeather).values({ id: newId(), projectId, day, ...values })
    .onConflictDoUpdate({ target: [supWeather.tenantId, supWeather.projectId, supWeather.day], set: { ...values, updatedDate: new Date(), updatedBy: actor.userId } });
  return weatherOf(tx, projectId, day);
}

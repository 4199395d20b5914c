import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysDept, sysUser } from '../../db/schema/index.js';
import type { SessionInfo as Actor } from '../../platform/auth/session.js';
import { badRequest } from '../../platform/errors.js';
import { queryRows } from '../../platform/sql.js';
import { hookSql } from '../form/index.js';
import { OIL_SPEND } from './administration.forms-more.js';

/*
 * Reads over the administration forms' tables: the car cost statistics and the travel board.
 * Both are company-wide views of their page's right (adm:carPrice, adm:travel): the office plans
 * cars and sees who is away; no data scope narrows them (README.md).
 */

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * 车辆费用统计: per vehicle and month of a year — fuel (oil-card fuel purchases on the vehicle, and
 * fuel paid on approved vehicle uses), repairs (维修/保养), tolls (路桥费 and approved uses' tolls), other.
 */
export async function vehicleCosts(tx: Db, actor: Actor, q: { year: string; vehicleId?: string }) {
  const h = hookSql(actor.tenantId);
  const y = Number(q.year);
  const from = `${y}-01-01`;
  const to = `${y + 1}-01-01`;
  const c = h.column;
  const only = (col: ReturnType<typeof sql>) => (q.vehicleId ? sql` and ${col} = ${q.vehicleId}` : sql``);
  const rows = await queryRows<{ vehicleId: string; plateNo: string; month: string; fuel: number; repair: number; toll: number; other: number }>(tx, sql`
    with costs as (
      select u.${c('vehicle')} as v, to_char(u.${c('useDate')}, 'YYYY-MM') as m, u.${c('amount')} as fuel, 0::numeric as repair, 0::numeric as toll, 0::numeric as other
        from ${h.table('oil_card_use')} u
       where u.${c('op')} = ${OIL_SPEND} and u.${c('vehicle')} is not null and u.${c('useDate')} >= ${from}::date and u.${c('useDate')} < ${to}::date${only(sql`u.${c('vehicle')}`)}
      union all
      select t.${c('vehicle')}, to_char(t.${c('startAt')} at time zone 'Asia/Shanghai', 'YYYY-MM'), coalesce(t.${c('fuelCost')}, 0), 0, coalesce(t.${c('tollCost')}, 0), 0
        from ${h.table('vehicle_use')} t
       where t.flow_status = 3 and t.${c('startAt')} >= (${from}::timestamp at time zone 'Asia/Shanghai') and t.${c('startAt')} < (${to}::timestamp at time zone 'Asia/Shanghai')${only(sql`t.${c('vehicle')}`)}
      union all
      select e.${c('vehicle')}, to_char(e.${c('expenseDate')}, 'YYYY-MM'), 0,
             case when e.${c('expenseType')} in ('1', '2') then e.${c('amount')} else 0 end,
             case when e.${c('expenseType')} = '3' then e.${c('amount')} else 0 end,
             case when e.${c('expenseType')} not in ('1', '2', '3') then e.${c('amount')} else 0 end
        from ${h.table('vehicle_expense')} e
       where e.${c('expenseDate')} >= ${from}::date and e.${c('expenseDate')} < ${to}::date${only(sql`e.${c('vehicle')}`)}
    )
    select x.v as "vehicleId", v.${c('plateNo')} as "plateNo", x.m as month, sum(x.fuel)::float8 as fuel, sum(x.repair)::float8 as repair,
           sum(x.toll)::float8 as toll, sum(x.other)::float8 as other
      from costs x join ${h.table('vehicle')} v on v.id = x.v
     group by 1, 2, 3 order by 2, 3`);
  return rows.map((r) => {
    const fuel = round2(r.fuel);
    const repair = round2(r.repair);
    const toll = round2(r.toll);
    const other = round2(r.other);
    return { ...r, fuel, repair, toll, other, total: round2(fuel + repair + toll + other) };
  });
}

/** 出差申请看板: trips in approval or approved overlapping [start, end], by person. */
export async function travelBoard(tx: Db, actor: Actor, q: { start: string; end: string }) {
  if (q.end < q.start) throw badRequest('结束日期不能早于开始日期');
  if ((Date.parse(q.end) - Date.parse(q.start)) / 86400_000 > 62) throw badRequest('查询范围不能超过62天');
  const h = hookSql(actor.tenantId);
  const c = h.column;
  return queryRows<{
    id: string; tripNo: string | null; traveller: string; travellerName: string | null; dept: string | null; deptName: string | null;
    destination: string; startDate: string; endDate: string; flowStatus: number;
  }>(tx, sql`select t.id, t.${c('tripNo')} as "tripNo", t.${c('traveller')} as traveller, u.name as "travellerName",
      t.${c('dept')} as dept, d.name as "deptName", t.${c('destination')} as destination,
      to_char(t.${c('startDate')}, 'YYYY-MM-DD') as "startDate", to_char(t.${c('endDate')}, 'YYYY-MM-DD') as "endDate", t.flow_status as "flowStatus"
    from ${h.table('business_trip')} t
    left join ${sysUser} u on u.id = t.${c('traveller')}
    left join ${sysDept} d on d.id = t.${c('dept')}
    where t.flow_status in (1, 3) and t.${c('startDate')} <= ${q.end}::date and t.${c('endDate')} >= ${q.start}::date
    order by u.name nulls last, t.${c('startDate')}, t.id limit 2000`);
}

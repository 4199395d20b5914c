import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysDept, sysUser } from '../../db/schema/index.js';
import type { DemoStep } from '../../platform/module.js';
import { withTenant } from '../../platform/tenancy.js';
import { insertRecords } from '../form/index.js';

/*
 * Demo data of administration (DONE 7): the office's catalogues a newcomer finds filled — supplies
 * with their opening stock, asset cards with custodians of the demo staff, meeting rooms, a vehicle,
 * the licences — written through the forms' own path (insertRecords), so every rule runs: stock
 * rows and 期初 movements, default lives, serial numbers.
 */

export async function seedAdministrationDemo(tx: Db, tenantId: string): Promise<{ records: number }> {
  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.loginName, 'admin')));
  const people = new Map((await tx.select({ id: sysUser.id, loginName: sysUser.loginName, deptId: sysUser.deptId }).from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), inArray(sysUser.loginName, ['zhangwei', 'sunli', 'xiefang', 'dengchao', 'zhoumin'])))).map((u) => [u.loginName, u]));
  const depts = new Map((await tx.select({ id: sysDept.id, code: sysDept.code }).from(sysDept).where(eq(sysDept.tenantId, tenantId))).map((d) => [d.code, d.id]));
  const person = (login: string) => people.get(login)?.id ?? null;
  const deptOf = (login: string) => people.get(login)?.deptId ?? null;
  const actor = { tenantId, userId: admin?.id ?? null };
  let records = 0;
  await withTenant(tx, actor, async (t) => {
    const put = async (code: string, rows: Record<string, unknown>[]) => {
      await insertRecords(t, actor, code, rows);
      records += rows.length;
    };
    await put('office_supplies', [
      { itemName: 'A4复印纸（70g，5包/箱）', itemClass: '0101', spec: '70g 500张/包', unit: '箱', safetyStock: 5, initialStock: 18, initialPrice: 145 },
      { itemName: '黑色中性签字笔 0.5mm', itemClass: '0201', spec: '0.5mm', unit: '支', safetyStock: 50, initialStock: 240, initialPrice: 1.8 },
      { itemName: '牛皮纸档案盒', itemClass: '0302', spec: 'A4 5cm', unit: '个', safetyStock: 30, initialStock: 25, initialPrice: 6.5 },
      { itemName: '激光打印机硒鼓 88A', itemClass: '0401', spec: 'HP CC388A', unit: '个', safetyStock: 2, initialStock: 4, initialPrice: 320 },
      { itemName: '安全帽（白色，ABS）', itemClass: '0501', spec: 'GB 2811', unit: '顶', safetyStock: 10, initialStock: 36, initialPrice: 28 },
    ]);
    await put('fixed_asset', [
      { assetClass: '0101', assetName: '联想台式电脑 M920t', model: 'i7/16G/512G', purchaseDate: '2025-03-12', originalValue: 5680, useDept: deptOf('sunli'), keeper: person('sunli'), status: '1', startUseDate: '2025-03-15' },
      { assetClass: '0102', assetName: 'ThinkPad T14 笔记本电脑', model: 'T14 Gen4', purchaseDate: '2025-09-02', originalValue: 7299, useDept: deptOf('zhangwei'), keeper: person('zhangwei'), status: '1', startUseDate: '2025-09-05' },
      { assetClass: '0201', assetName: '徕卡全站仪 TS09', model: 'TS09 plus', purchaseDate: '2024-05-20', originalValue: 68000, useDept: deptOf('zhoumin'), keeper: person('zhoumin'), status: '1', startUseDate: '2024-06-01' },
      { assetClass: '0104', assetName: '理光彩色复印机 IM C3000', model: 'IM C3000', purchaseDate: '2023-11-08', originalValue: 23800, useDept: depts.get('HJ07') ?? null, keeper: person('dengchao'), status: '1', startUseDate: '2023-11-10' },
      { assetClass: '0302', assetName: '钢制文件柜', model: '1850×900×400', purchaseDate: '2022-04-01', originalValue: 1150, useDept: depts.get('HJ07') ?? null, keeper: person('xiefang'), status: '2', startUseDate: '2022-04-01' },
    ]);
    await put('meeting_room', [
      { roomName: '一号会议室', location: '办公楼3楼301', capacity: 20, equipment: ['1', '3', '5'], remark: '经营例会、评审会' },
      { roomName: '二号洽谈室', location: '办公楼3楼306', capacity: 6, equipment: ['6'] },
    ]);
    await put('vehicle', [
      { plateNo: '浙A·D8866', brandModel: '别克GL8 商务车', seats: 7, keeper: person('dengchao'), mileage: 48620, remark: '项目踏勘、客户接送' },
    ]);
    await put('card_holder', [
      { cardName: '营业执照（正本）', cardType: '1', certNo: '91330100MA2XXXXX0K', issuer: '杭州市市场监督管理局', keeper: person('xiefang'), status: '1' },
      { cardName: '工程造价咨询企业甲级资质证书', cardType: '2', certNo: '甲 330020260001', issuer: '浙江省住房和城乡建设厅', expiryDate: '2028-12-31', keeper: person('xiefang'), status: '1' },
      { cardName: '公司公章', cardType: '3', keeper: person('xiefang'), status: '1' },
    ]);
  });
  return { records };
}

/** The module's demo step: with the demo staff, unless ECMS_DEMO_ADMINISTRATION is off (config.demoAdministration). */
export const administrationDemoStep: DemoStep = async (tx, { tenantId, config, log }) => {
  if (!config.demoAdministration) return;
  log.info(`administration demo: ${(await seedAdministrationDemo(tx, tenantId)).records} records`);
};

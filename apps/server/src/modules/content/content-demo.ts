import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { knEnrolment, sysRole, sysUser } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { fileStoreFor } from '../../platform/files/file-store.js';
import type { DemoStep } from '../../platform/module.js';
import { withTenant } from '../../platform/tenancy.js';
import { allowedSuffixes, recordUploads } from '../file/index.js';
import { demoVideo } from './demo-video.js';
import { saveCategory, saveDocument } from './knowledge.service.js';
import { saveCourse } from './training.service.js';

/*
 * Knowledge centre demo data (on with the demo staff; ECMS_DEMO_KNOWLEDGE=0 turns it off, tests
 * ask for it): a category tree of a consulting firm, documents (one with two revisions) and
 * knowledge articles, a published course required of the supervision engineers with a short real
 * video (made here, demo-video.ts) and two learners part-way through, and a draft course.
 * Written through the services, so versions, sanitising and the global search are as a user's.
 */

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export async function seedKnowledgeDemo(tx: Db, tenantId: string, store: ReturnType<typeof fileStoreFor>): Promise<{ documents: number; courses: number; videoBytes: number }> {
  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, 'admin'));
  const actor: SessionInfo = { sessionId: 'seed', tenantId, userId: admin?.id ?? '', roles: ['admin'], isAdmin: true, mustChangePassword: false };
  return withTenant(tx, { tenantId, userId: admin?.id ?? null }, async (t) => {
    const cat = async (name: string, parentId: string | null, sort: number) => (await saveCategory(t, { name, parentId, sort })).id;
    const cost = await cat('工程造价', null, 10);
    const pricing = await cat('计价规范', cost, 10);
    const indices = await cat('造价指标', cost, 20);
    const supervision = await cat('工程监理', null, 20);
    const supRules = await cat('监理规范', supervision, 10);
    const tender = await cat('招标采购', null, 30);
    const safety = await cat('安全生产', null, 40);

    let documents = 0;
    const doc = async (kind: 'document' | 'knowledge', input: Parameters<typeof saveDocument>[3]) => {
      if (!input.id) documents++;
      return saveDocument(t, actor, kind, input);
    };
    const plan = await doc('document', {
      categoryId: supRules, title: '监理规划编制范本', code: 'JL-GH-001', keywords: '监理规划,范本', status: 1,
      summary: '房屋建筑工程监理规划的章节结构与编写要求。', remark: '首次发布',
      content: `<h2>一、工程概况</h2>${p('写明工程名称、建设地点、规模、结构形式、参建单位和合同工期。')}<h2>二、监理工作范围和内容</h2>${p('按施工准备、施工、竣工验收和保修四个阶段列出监理工作。')}`,
    });
    await doc('document', {
      id: plan.id, version: plan.version, categoryId: supRules, title: '监理规划编制范本', code: 'JL-GH-001', keywords: '监理规划,范本,旁站', status: 1,
      summary: '房屋建筑工程监理规划的章节结构与编写要求（含旁站方案）。', remark: '补充旁站监理方案',
      content: `<h2>一、工程概况</h2>${p('写明工程名称、建设地点、规模、结构形式、参建单位和合同工期。')}<h2>二、监理工作范围和内容</h2>${p('按施工准备、施工、竣工验收和保修四个阶段列出监理工作。')}<h2>三、旁站监理方案</h2>${p('混凝土浇筑、防水层施工、钢结构安装等关键部位和关键工序实行全过程旁站，并填写旁站记录。')}`,
    });
    await doc('document', {
      categoryId: pricing, title: '《建设工程工程量清单计价规范》GB 50500—2013 要点', code: 'ZJ-GF-001', keywords: '清单计价,GB 50500', status: 1,
      summary: '清单编制、招标控制价、投标报价、合同价款调整与竣工结算的强制性条文摘要。',
      content: `${p('使用国有资金投资的建设工程发承包，必须采用工程量清单计价。')}${p('招标控制价应按照规范规定编制，不得上调或下浮。')}${p('合同价款调整因素包括法律法规变化、工程变更、项目特征不符、工程量清单缺项、工程量偏差、物价变化等。')}`,
    });
    await doc('document', {
      categoryId: indices, title: '2026 年第三季度住宅工程造价指标', code: 'ZJ-ZB-2026Q3', keywords: '造价指标,住宅', status: 1,
      summary: '多层、小高层、高层住宅单方造价及主要材料消耗量指标。',
      content: '<table><tr><th>类型</th><th>单方造价（元/㎡）</th></tr><tr><td>多层住宅</td><td>2150</td></tr><tr><td>小高层住宅</td><td>2480</td></tr><tr><td>高层住宅</td><td>2760</td></tr></table>',
    });
    await doc('document', {
      categoryId: tender, title: '施工招标文件标准格式（2026 版）', code: 'ZB-WJ-001', keywords: '招标文件,标准格式', status: 0,
      summary: '草稿：招标公告、投标人须知、评标办法、合同条款及格式、工程量清单。',
      content: p('待法务审核后发布。'),
    });
    await doc('knowledge', {
      categoryId: cost, title: '结算审核中常见的十个争议点', keywords: '结算审核,争议', status: 1,
      summary: '签证变更、暂估价、甲供材、措施费等结算审核争议的处理思路。',
      content: `${p('一、现场签证：以监理和建设单位共同确认的签证为准，事后补签须有原始记录佐证。')}${p('二、暂估价材料：按实际采购价格调整，并计取相应税金。')}`,
    });
    await doc('knowledge', {
      categoryId: supervision, title: '钢筋隐蔽工程验收要点', keywords: '隐蔽验收,钢筋', status: 1,
      summary: '钢筋品种规格、数量位置、连接方式、锚固长度和保护层厚度的检查方法。',
      content: `${p('核对钢筋的品种、级别、规格和数量，检查钢筋位置及间距。')}${p('检查保护层垫块的厚度、间距和固定情况，隐蔽前留存影像资料。')}`,
    });

    const [engineers] = await t.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'supervision_engineer'));
    const course = await saveCourse(t, actor, {
      title: '新员工安全生产教育', categoryId: safety, lecturer: '彭涛', hours: 2, status: 1,
      description: '安全生产法律法规、施工现场危险源辨识、个人防护用品的使用，监理人员必修。',
      requiredRoleIds: engineers ? [engineers.id] : [],
    });
    await saveCourse(t, actor, {
      title: '造价软件操作入门', categoryId: cost, lecturer: '李华', hours: 1, status: 0,
      description: '草稿：计价软件的工程新建、清单套价和报表导出。',
    });

    // The course video: written to the file store, recorded as the course's material.
    const video = demoVideo();
    const stored = await store.write(tenantId, Readable.from([video.bytes]));
    await recordUploads(t, [{ ...stored, fileName: '安全生产教育第一讲.mp4' }], { refModule: 'training', refRecordId: course.id }, await allowedSuffixes(t));

    // Two learners part-way through (nobody has completed it yet: 完成记录 shows who still must).
    const learners = await t.select({ id: sysUser.id, loginName: sysUser.loginName }).from(sysUser).where(inArray(sysUser.loginName, ['xuming', 'heping']));
    const progress: Record<string, number> = { xuming: 60, heping: 25 };
    if (learners.length) {
      await t.insert(knEnrolment).values(learners.map((l) => ({ courseId: course.id, userId: l.id, progress: progress[l.loginName] ?? 0 })));
    }
    return { documents, courses: 2, videoBytes: video.bytes.length };
  });
}

/** The module's demo step: with the demo staff, unless ECMS_DEMO_KNOWLEDGE is off (config.demoKnowledge). */
export const knowledgeDemoStep: DemoStep = async (tx, { tenantId, config, log }) => {
  if (!config.demoKnowledge) return;
  const r = await seedKnowledgeDemo(tx, tenantId, fileStoreFor(config));
  log.info(`knowledge demo: ${r.documents} documents, ${r.courses} courses, a ${Math.round(r.videoBytes / 1024)} KB video`);
};

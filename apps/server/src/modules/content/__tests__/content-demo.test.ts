import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knowledgeApi, searchApi, trainingApi } from '@ecms/shared';
import { fileItem } from '../../../db/schema/index.js';
import { fileStoreFor } from '../../../platform/files/file-store.js';
import { withRegistry } from '../../../platform/registry.js';
import { auth } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { knowledgeDemoStep, seedKnowledgeDemo } from '../content-demo.js';
import { demoVideo } from '../demo-video.js';

const ctx = useTestApp();

/** The top-level boxes of an MP4: [type, offset, size]. */
function boxes(buf: Buffer, from = 0, to = buf.length): [string, number, number][] {
  const out: [string, number, number][] = [];
  for (let at = from; at < to;) {
    const size = buf.readUInt32BE(at);
    out.push([buf.toString('latin1', at + 4, at + 8), at, size]);
    if (size < 8) break;
    at += size;
  }
  return out;
}

describe('the demo video', () => {
  it('is an MP4 whose sample table points at H.264 IDR pictures in its media data', () => {
    const v = demoVideo();
    expect(v).toMatchObject({ width: 96, height: 64, frames: 30, durationMs: 3000 });
    expect(v.bytes.length).toBeLessThan(400 * 1024);
    const top = boxes(v.bytes);
    expect(top.map(([t]) => t)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(top.reduce((n, [, , size]) => n + size, 0)).toBe(v.bytes.length);
    const stco = v.bytes.indexOf('stco', 0, 'latin1');
    const chunk = v.bytes.readUInt32BE(stco + 12);
    const [, mdatAt] = top[2];
    expect(chunk).toBe(mdatAt + 8);
    // The first sample: a 4-byte length, then an IDR slice (nal_ref_idc 3, type 5).
    const first = v.bytes.readUInt32BE(chunk);
    expect(v.bytes[chunk + 4]).toBe(0x65);
    expect(v.bytes.readUInt32BE(chunk + 4 + first)).toBeGreaterThan(0);
    // avcC: Constrained Baseline level 3.0, one SPS and one PPS.
    const avcC = v.bytes.indexOf('avcC', 0, 'latin1');
    expect([...v.bytes.subarray(avcC + 4, avcC + 10)]).toEqual([1, 66, 0xc0, 30, 0xff, 0xe1]);
    // No start-code emulation inside any NAL unit (00 00 0x with x ≤ 3): each sample walked by its length.
    let bad = 0;
    for (let at = chunk; at < v.bytes.length;) {
      const len = v.bytes.readUInt32BE(at);
      const unit = v.bytes.subarray(at + 4, at + 4 + len);
      for (let i = 0; i + 2 < unit.length; i++) if (unit[i] === 0 && unit[i + 1] === 0 && unit[i + 2] <= 3) bad++;
      at += 4 + len;
    }
    expect(bad).toBe(0);
  });
});

describe('knowledge centre demo data', () => {
  it('is off in tests unless asked for, and with the demo staff it fills every page', async () => {
    // The test databases are seeded without it (testConfig demoKnowledge false).
    expect(ctx.t.config.demoKnowledge).toBe(false);
    const logs: string[] = [];
    await withRegistry(ctx.db, ctx.app.registry, (tx) => knowledgeDemoStep(tx, { tenantId: ctx.tenantId, config: ctx.t.config, log: { info: (m) => logs.push(m), warn: (m) => logs.push(m) } }));
    expect(logs).toEqual([]);

    const r = await withRegistry(ctx.db, ctx.app.registry, (tx) => seedKnowledgeDemo(tx, ctx.tenantId, fileStoreFor(ctx.app.config)));
    expect(r).toMatchObject({ documents: 6, courses: 2 });

    const api = ctx.client('admin');
    const tree = await api.data(knowledgeApi.categoryTree, {});
    expect(tree.map((c) => c.name)).toEqual(expect.arrayContaining(['工程造价', '工程监理', '招标采购', '安全生产']));
    expect(tree.find((c) => c.name === '工程造价')?.children.map((c) => c.name)).toEqual(['计价规范', '造价指标']);

    const docs = await api.data(knowledgeApi.documentList, { body: { pageSize: 100 } });
    expect(docs.map((d) => d.title)).toEqual(expect.arrayContaining(['监理规划编制范本', '施工招标文件标准格式（2026 版）']));
    const plan = docs.find((d) => d.title === '监理规划编制范本')!;
    const history = await api.data(knowledgeApi.versions, { params: { id: plan.id } });
    expect(history.map((h) => [h.revision, h.remark])).toEqual([[2, '补充旁站监理方案'], [1, '首次发布']]);
    const articles = await api.data(knowledgeApi.articleList, { body: {} });
    expect(articles.map((a) => a.title).sort()).toEqual(['结算审核中常见的十个争议点', '钢筋隐蔽工程验收要点'].sort());

    // A published document is found by the global search; the draft is not.
    const search = async (keyword: string) => (await api.data(searchApi.queryList, { body: { pageNo: 1, pageSize: 50, params: { keyword } } })).map((h) => h.title);
    expect(await search('监理规划')).toContain('监理规划编制范本');
    expect(await search('招标文件标准格式')).not.toContain('施工招标文件标准格式（2026 版）');

    // The required course with learners part-way, and its video plays by ranges.
    const courses = await api.data(trainingApi.courseList, { body: {} });
    const course = courses.find((c) => c.title === '新员工安全生产教育')!;
    expect(course).toMatchObject({ status: 1 });
    expect(course.requiredRoleIds.length).toBe(1);
    const records = await api.data(trainingApi.recordList, { body: { params: { courseId: course.id }, pageSize: 100 } });
    expect(records.filter((x) => x.progress > 0).map((x) => x.progress).sort()).toEqual([25, 60]);
    const [video] = await ctx.db.select().from(fileItem).where(and(eq(fileItem.refModule, 'training'), eq(fileItem.refRecordId, course.id)));
    expect(video).toMatchObject({ suffix: 'mp4', contentType: 'video/mp4' });
    const part = await ctx.app.inject({ method: 'GET', url: `/api/b/fileItem/stream/${video.id}`, headers: { ...auth(await ctx.token('admin')), range: 'bytes=0-15' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
  });
});

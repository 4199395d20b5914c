import type { MenuSeed } from '../../platform/module.js';
import { group, leaf } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the knowledge centre and content area, declared by content.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

/** A leaf with one more button of its own (an action without a standard name). */
const withButton = (m: MenuSeed, button: MenuSeed): MenuSeed => ({ ...m, children: [...(m.children ?? []), button] });

// ---------------------------------------------------------------------------
// 知识中心 — spec 1 §2.3 (document-management, knowledge-*, training-video, content-list)
// ---------------------------------------------------------------------------

const KNOWLEDGE: MenuSeed = group('knowledge', '知识中心', [
  leaf('knowledge.document', '文档管理', '/main-page/document-management', 'knowledge:document', { actions: ['add', 'edit', 'delete'] }),
  leaf('knowledge.exhibition', '知识展示', '/main-page/knowledge-exhibition', 'knowledge:exhibition'),
  leaf('knowledge.manage', '知识管理', '/main-page/knowledge-manage', 'knowledge:manage', { actions: ['add', 'edit', 'delete'] }),
  withButton(leaf('knowledge.video', '培训视频', '/main-page/training-video', 'knowledge:video', { actions: ['add', 'edit', 'delete'] }),
    { key: 'knowledge.video.record', name: '完成记录', type: 'Button', permission: 'knowledge:video:record' }),
  leaf('knowledge.content', '通知公告', '/main-page/content-list', 'knowledge:content', { fullName: '通知公告与资讯' }),
], { permission: 'knowledge', icon: 'ReadOutlined' });

/** Knowledge centre and content in the navigation (top-level entries carry their place). */
export const CONTENT_MENUS: MenuSeed[] = [
  { ...KNOWLEDGE, sort: 20 },
];

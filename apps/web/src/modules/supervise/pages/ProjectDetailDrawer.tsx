import { useState } from 'react';
import { Button, Drawer, Empty, Form, Popconfirm, Space, Tabs, Tag, Tree } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { DataNode } from 'antd/es/tree';
import { FormModal } from '../../../components/FormModal';
import { LedgerFormItems, LedgerPage, useCan, useCrudMutation } from '../../../components/ledger';
import { PersonInput } from '../../../components/PersonInput';
import { CumulativeCard } from './CumulativeCard';
import {
  deleteMember, deleteNode, fetchStructure, queryMembers, saveMember, saveNode, SUP_KEYS, type TSupMember, type TSupNode, type TSupProject,
} from '../api';

const STRUCTURE_KEY = 'sup-structure';
const allIds = (nodes: TSupNode[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children)]);

/** Structure tree and members of one project (spec 2 §3: projectStructure, businessMember). */
export function ProjectDetailDrawer({ project, onClose }: { project: TSupProject | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={!!project} onClose={onClose} width={Math.min(860, window.innerWidth)} title={project?.name} destroyOnHidden data-testid="sup-project-drawer">
      {project && (
        <Tabs items={[
          { key: 'structure', label: t('supervise.structure.title'), children: <StructureTab projectId={project.id} /> },
          { key: 'members', label: t('supervise.member.title'), children: <MembersTab projectId={project.id} /> },
          { key: 'cumulative', label: t('supMore.cumulative.title'), children: <CumulativeCard projectId={project.id} bordered={false} /> },
        ]} />
      )}
    </Drawer>
  );
}

interface NodeForm { name: string; unitType?: string }

function StructureTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const editable = can('supervise:project:edit');
  const tree = useQuery({ queryKey: [STRUCTURE_KEY, projectId], queryFn: () => fetchStructure(projectId) });
  const [adding, setAdding] = useState<{ parent: TSupNode | null } | null>(null);
  // Expanded by default, new nodes included; the user may fold branches.
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [form] = Form.useForm<NodeForm>();
  const save = useCrudMutation({
    mutationFn: (v: NodeForm) => saveNode({
      businessId: projectId, parentId: adding?.parent?.id ?? null, nodeType: (adding?.parent?.nodeType ?? 0) + 1, name: v.name, unitType: v.unitType,
    }),
    invalidate: [[STRUCTURE_KEY, projectId]],
    close: () => setAdding(null),
  });
  const remove = useCrudMutation({ mutationFn: (id: string) => deleteNode(id), invalidate: [[STRUCTURE_KEY, projectId]] });
  const toData = (nodes: TSupNode[]): DataNode[] => nodes.map((n) => ({
    key: n.id,
    title: (
      <Space size={4} data-testid={`sup-node-${n.name}`}>
        <Tag color={n.nodeType === 1 ? 'blue' : n.nodeType === 2 ? 'green' : 'default'}>{t(`supervise.structure.types.${n.nodeType}`)}</Tag>
        <span>{n.name}</span>
        {n.unitType && <span style={{ color: '#888' }}>（{n.unitType}）</span>}
        {editable && n.nodeType < 3 && (
          <Button size="small" type="link" icon={<PlusOutlined />} data-testid={`sup-node-add-${n.name}`}
            onClick={() => { form.resetFields(); setAdding({ parent: n }); }}>{t('supervise.structure.addChild')}</Button>
        )}
        {editable && (
          <Popconfirm title={t('supervise.structure.remove')} onConfirm={() => remove.mutate(n.id)}>
            <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={t('supervise.structure.remove')} />
          </Popconfirm>
        )}
      </Space>
    ),
    children: toData(n.children),
  }));
  const nodes = tree.data ?? [];
  return (
    <>
      {editable && (
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} data-testid="sup-unit-add"
          onClick={() => { form.resetFields(); setAdding({ parent: null }); }}>{t('supervise.structure.addUnit')}</Button>
      )}
      {nodes.length === 0 ? <Empty description={t('supervise.structure.empty')} /> : (
        <Tree blockNode treeData={toData(nodes)} selectable={false} data-testid="sup-structure-tree"
          expandedKeys={allIds(nodes).filter((k) => !collapsed.has(k))}
          onExpand={(_, e) => setCollapsed((c) => { const n = new Set(c); if (e.expanded) n.delete(String(e.node.key)); else n.add(String(e.node.key)); return n; })} />
      )}
      <FormModal<NodeForm> form={form} open={!!adding} onClose={() => setAdding(null)} saving={save.isPending} okTestId="sup-node-save"
        title={adding?.parent ? `${adding.parent.name} · ${t(`supervise.structure.types.${adding.parent.nodeType + 1}`)}` : t('supervise.structure.addUnit')}
        onFinish={(v) => save.mutate(v)}>
        <LedgerFormItems entries={[
          { name: 'name', label: t('supervise.structure.name'), required: true, maxLength: 100, testId: 'sup-node-name' },
          ...(adding?.parent ? [] : [{ name: 'unitType', label: t('supervise.structure.unitType'), maxLength: 50, placeholder: '房屋建筑 / 市政道路 …' }]),
        ]} />
      </FormModal>
    </>
  );
}

interface MemberForm {
  staffName: string; userId?: string | null; positionName?: string; unitName?: string; entryDate?: Dayjs | null; workContent?: string; isOnDuty?: boolean;
}

function MembersTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  return (
    <LedgerPage<TSupMember, MemberForm>
      card={false}
      testId="sup-member-page"
      queryKey={[SUP_KEYS.projects, 'members', projectId]}
      list={(req) => queryMembers(projectId, req)}
      search={[{ name: 'staffName', placeholder: t('supervise.member.staffName'), testId: 'sup-member-search' }]}
      columns={[
        { title: t('supervise.member.staffName'), dataIndex: 'staffName', width: 100 },
        { title: t('supervise.member.position'), dataIndex: 'positionName', width: 120 },
        { title: t('supervise.member.unitName'), dataIndex: 'unitName', width: 220 },
        { title: t('supervise.member.entryDate'), dataIndex: 'entryDate', width: 110 },
        { title: t('supervise.member.onDuty'), dataIndex: 'isOnDuty', width: 70, render: (v: boolean) => (v ? '✓' : '') },
      ]}
      create={{ label: t('supervise.member.add'), rights: 'supervise:project:edit', testId: 'sup-member-add' }}
      edit={{ rights: 'supervise:project:edit' }}
      remove={{ fn: (r) => deleteMember(r.id), rights: 'supervise:project:edit' }}
      form={{
        title: { create: t('supervise.member.add'), edit: t('supervise.member.title') },
        okTestId: 'sup-member-save',
        initialValues: () => ({ isOnDuty: true }),
        toValues: (r) => ({ ...r, positionName: r.positionName ?? undefined, unitName: r.unitName ?? undefined, workContent: r.workContent ?? undefined, entryDate: r.entryDate ? dayjs(r.entryDate) : null }),
        save: (v, row) => saveMember({
          businessId: projectId, id: row?.id, staffName: v.staffName, userId: v.userId ?? null, positionName: v.positionName ?? null,
          unitName: v.unitName ?? null, entryDate: v.entryDate ? v.entryDate.format('YYYY-MM-DD') : null, workContent: v.workContent ?? null, isOnDuty: v.isOnDuty,
        }),
        fields: [
          { name: 'staffName', label: t('supervise.member.staffName'), required: true, maxLength: 50, testId: 'sup-member-name' },
          { name: 'userId', label: t('supervise.member.account'), control: <PersonInput data-testid="sup-member-user" /> },
          { name: 'positionName', label: t('supervise.member.position'), maxLength: 50 },
          { name: 'unitName', label: t('supervise.member.unitName'), maxLength: 100, testId: 'sup-member-unit' },
          { name: 'entryDate', label: t('supervise.member.entryDate'), type: 'date' },
          { name: 'workContent', label: t('supervise.member.workContent'), type: 'textarea', maxLength: 500 },
          { name: 'isOnDuty', label: t('supervise.member.onDuty'), type: 'switch' },
        ],
      }}
    />
  );
}

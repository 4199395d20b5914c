import { useMemo, useState } from 'react';
import { Button, Input, InputNumber, List, Modal, Popconfirm, Select, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES, SUP_RECORD_MSG, type TSupCheckItem } from '@ecms/shared';
import { useApp } from '../../../components/use-app';
import { fetchStructure } from '../api';
import { CHECK_ITEM_KEY, CHECK_KEY, deleteCheckItem, queryCheckItems, saveCheckItem, searchNodeItems, selectNodeItems } from '../check-api';
import { treeOptions } from './records-shared';

/**
 * Check items of a saved record (spec §7 checkItems, searchNodeItems / selectFromNodeItems): the JGJ 59 items
 * picked on the record's unit project and part, each with its problems found / rectified (N/M). Picking needs
 * the record saved with both (the server answers 请先选择单位工程 / 请先选择巡视部位 too); a started record is fixed.
 */
export function CheckItemsPanel({ sourceId, editable, projectNodeId: fixedUnit, patrolNodeId: fixedPart, projectId, scoring }: {
  sourceId?: string; editable: boolean; projectNodeId?: string | null; patrolNodeId?: string | null;
  /** A check (no place of its own): the panel picks the unit project and part from this project's structure. */
  projectId?: string;
  /** Each item with its scoring fields (合格, points deducted, opinion), saved row by row. */
  scoring?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const [unitPick, setUnitPick] = useState<string | undefined>();
  const [partPick, setPartPick] = useState<string | undefined>();
  const structure = useQuery({ queryKey: ['sup-structure', projectId], queryFn: () => fetchStructure(projectId!), enabled: !!projectId });
  const parts = useMemo(() => treeOptions((structure.data ?? []).find((u) => u.id === unitPick)?.children ?? []), [structure.data, unitPick]);
  const projectNodeId = projectId ? unitPick : fixedUnit;
  const patrolNodeId = projectId ? partPick : fixedPart;
  const [picking, setPicking] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const items = useQuery({ queryKey: [CHECK_ITEM_KEY, sourceId], enabled: !!sourceId, queryFn: () => queryCheckItems(sourceId!) });
  const catalogue = useQuery({
    queryKey: [CHECK_ITEM_KEY, 'node', sourceId, patrolNodeId, keyword], enabled: picking && !!sourceId,
    queryFn: () => searchNodeItems({ sourceId: sourceId!, projectNodeId, patrolNodeId, keyword: keyword || null }),
  });
  const open = () => {
    if (!sourceId) { message.warning(SUP_RECORD_MSG.SAVE_FIRST); return; }
    if (!projectNodeId) { message.warning('请先选择单位工程'); return; }
    if (!patrolNodeId) { message.warning('请先选择巡视部位'); return; }
    setChosen([]);
    setKeyword('');
    setPicking(true);
  };
  const pick = async () => {
    if (chosen.length === 0) { message.warning('请选择检查项'); return; }
    setBusy(true);
    try {
      const res = await selectNodeItems({ sourceId: sourceId!, selectIds: chosen, projectNodeId, patrolNodeId });
      message.success(res.msg);
      setPicking(false);
      void qc.invalidateQueries({ queryKey: [CHECK_ITEM_KEY] });
      // Picked into a check, the items' tables joined its sheet.
      if (projectId) void qc.invalidateQueries({ queryKey: [CHECK_KEY] });
    } catch { /* the http client showed the server's message */ } finally { setBusy(false); }
  };
  const remove = async (id: string) => {
    try {
      await deleteCheckItem(id);
      message.success(MESSAGES.DELETE_OK);
      void qc.invalidateQueries({ queryKey: [CHECK_ITEM_KEY] });
    } catch { /* shown */ }
  };
  const rows = items.data?.rows ?? [];
  return (
    <div data-testid="sup-record-items">
      {projectId && editable && (
        <Space wrap style={{ marginBottom: 8 }}>
          <TreeSelect allowClear style={{ width: 200 }} placeholder={t('supervise.problem.unit')} value={unitPick} data-testid="sup-item-unit"
            treeData={(structure.data ?? []).map((u) => ({ value: u.id, title: u.name }))} onChange={(v: string | undefined) => { setUnitPick(v); setPartPick(undefined); }} />
          <TreeSelect allowClear treeDefaultExpandAll style={{ width: 220 }} placeholder={t('supMore.items.part')} value={partPick} disabled={!unitPick}
            treeData={parts} onChange={(v: string | undefined) => setPartPick(v)} data-testid="sup-item-part" />
        </Space>
      )}
      {rows.length > 0 ? (
        <List size="small" dataSource={rows} renderItem={(r) => (
          <List.Item data-testid="sup-record-item">
            <Space orientation="vertical" size={4} style={{ width: '100%' }}>
              {/* the delete button in the row, not antd's actions: below 576 px those wrap under the title */}
              <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8, width: '100%' }}>
                <Space wrap size={4} style={{ flex: 1, minWidth: 0 }}>
                  <span>{r.checkContent}</span>
                  {r.patrolNodeName && <Typography.Text type="secondary">{[r.projectNodeName, r.patrolNodeName].filter(Boolean).join(' / ')}</Typography.Text>}
                  <Tag color={r.problemCount > r.resolvedProblemCount ? 'orange' : 'default'} data-testid="sup-record-item-count">{r.problemNumAndReplay}</Tag>
                </Space>
                {editable && r.editable && (
                  <Popconfirm title={MESSAGES.CONFIRM_DELETE} onConfirm={() => void remove(r.id)} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL}>
                    <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={t('supMore.items.remove')} style={{ flex: 'none' }} data-testid="sup-record-item-remove" />
                  </Popconfirm>
                )}
              </div>
              {scoring && <ItemScoring item={r} editable={editable && r.editable} />}
            </Space>
          </List.Item>
        )} />
      ) : <Typography.Text type="secondary">{sourceId ? t('supMore.items.empty') : SUP_RECORD_MSG.SAVE_FIRST}</Typography.Text>}
      {editable && (
        <div style={{ marginTop: 8 }}>
          <Button icon={<PlusOutlined />} onClick={open} data-testid="sup-record-item-pick">{t('supMore.items.pick')}</Button>
        </div>
      )}
      <Modal open={picking} title={t('supMore.items.pick')} onCancel={() => setPicking(false)} onOk={() => void pick()} confirmLoading={busy}
        okText={t('supMore.items.ok')} cancelText={MESSAGES.CANCEL} width={Math.min(900, window.innerWidth - 16)} destroyOnHidden data-testid="sup-record-item-dialog">
        <Input.Search allowClear placeholder={t('supMore.items.keyword')} onSearch={(v) => setKeyword(v.trim())} style={{ marginBottom: 8, maxWidth: 320 }}
          data-testid="sup-record-item-search" />
        <Table
          size="small" rowKey="id" loading={catalogue.isFetching} dataSource={catalogue.data ?? []} pagination={{ pageSize: 20, showSizeChanger: false }}
          scroll={{ x: 600, y: 360 }} data-testid="sup-record-item-catalogue"
          rowSelection={{ selectedRowKeys: chosen, onChange: (k) => setChosen(k as string[]), getCheckboxProps: (r) => ({ disabled: r.selected }) }}
          columns={[
            { title: t('supMore.items.table'), dataIndex: 'tableName', width: 150, ellipsis: true },
            { title: t('supMore.items.content'), dataIndex: 'checkContent', render: (v: string, r) => <>{v}{r.selected && <Tag style={{ marginLeft: 4 }}>{t('supMore.items.selected')}</Tag>}</> },
            { title: t('supMore.items.kind'), dataIndex: 'kind', width: 90, render: (v: string) => t(`supervise.check.kinds.${v}`) },
            { title: t('supMore.items.base'), dataIndex: 'baseScore', width: 70 },
          ]}
        />
      </Modal>
    </div>
  );
}

/** The scoring fields of one check item: 合格 / 不合格, points deducted (0 … the item's base), the opinion; saved on their own. */
function ItemScoring({ item, editable }: { item: TSupCheckItem; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const [qualified, setQualified] = useState<boolean | null>(item.qualified ?? null);
  const [score, setScore] = useState<number | null>(item.score ?? null);
  const [opinion, setOpinion] = useState(item.checkOpinion ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const res = await saveCheckItem({
        id: item.id, version: item.version, sourceId: item.sourceId, checkContent: item.checkContent, checkCategory: item.checkCategory,
        projectNodeId: item.projectNodeId, patrolNodeId: item.patrolNodeId, qualified, score, checkOpinion: opinion || null,
      });
      message.success(res.msg || MESSAGES.SAVE_OK);
      void qc.invalidateQueries({ queryKey: [CHECK_ITEM_KEY] });
      void qc.invalidateQueries({ queryKey: [CHECK_KEY] });
    } catch { /* the http client showed the server's message */ } finally { setBusy(false); }
  };
  return (
    <Space wrap size={6} data-testid="sup-item-scoring">
      <Select<'1' | '0'> allowClear size="small" style={{ width: 100 }} placeholder={t('supMore.items.qualified')} disabled={!editable}
        value={qualified === null ? undefined : qualified ? '1' : '0'} onChange={(v) => setQualified(v === undefined ? null : v === '1')}
        options={[{ value: '1', label: t('supMore.items.yes') }, { value: '0', label: t('supMore.items.no') }]} data-testid="sup-item-qualified" />
      <InputNumber<number> size="small" min={0} step={0.5} style={{ width: 110 }} placeholder={t('supMore.items.deduct')} value={score} disabled={!editable}
        onChange={(v) => setScore(v)} data-testid="sup-item-score" />
      <Input size="small" style={{ width: 240 }} maxLength={1000} placeholder={t('supMore.items.opinion')} value={opinion} disabled={!editable}
        onChange={(e) => setOpinion(e.target.value)} data-testid="sup-item-opinion" />
      {editable && <Button size="small" icon={<SaveOutlined />} loading={busy} onClick={() => void save()} data-testid="sup-item-save">{t('supMore.items.save')}</Button>}
    </Space>
  );
}

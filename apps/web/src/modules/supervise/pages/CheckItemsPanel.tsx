import { useState } from 'react';
import { Button, Input, List, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES, SUP_RECORD_MSG } from '@ecms/shared';
import { useApp } from '../../../components/use-app';
import { CHECK_ITEM_KEY, deleteCheckItem, queryCheckItems, searchNodeItems, selectNodeItems } from '../check-api';

/**
 * Check items of a saved record (spec §7 checkItems, searchNodeItems / selectFromNodeItems): the JGJ 59 items
 * picked on the record's unit project and part, each with its problems found / rectified (N/M). Picking needs
 * the record saved with both (the server answers 请先选择单位工程 / 请先选择巡视部位 too); a started record is fixed.
 */
export function CheckItemsPanel({ sourceId, editable, projectNodeId, patrolNodeId }: {
  sourceId?: string; editable: boolean; projectNodeId?: string | null; patrolNodeId?: string | null;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
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
      {rows.length > 0 ? (
        <List size="small" dataSource={rows} renderItem={(r) => (
          <List.Item data-testid="sup-record-item">
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

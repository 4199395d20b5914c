import { useMemo } from 'react';
import { Badge, Card, Modal, Space, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { useTranslation } from 'react-i18next';

/** Spec 2 (quality check) / 3 (vouchers): modal 1500 wide, two panes 748 wide, grids 650 high. */
export const COMPARE_MODAL_WIDTH = 1500;
export const COMPARE_PANE_WIDTH = 748;
export const COMPARE_GRID_HEIGHT = 650;

export interface CompareColumn {
  key: string;
  label: string;
  width?: number;
}

export interface DataCompareDialogProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  columns: CompareColumn[];
  /** The field identifying a record in both sets (e.g. a code). */
  keyField: string;
  existingRows: Record<string, unknown>[];
  sheetRows: Record<string, unknown>[];
  /** Import the spreadsheet rows (after the user compared them). */
  onImport?: () => void;
  importing?: boolean;
  loading?: boolean;
}

type Status = 'new' | 'changed' | 'same';
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Compares a spreadsheet with stored data before importing: differing cells are highlighted. */
export function DataCompareDialog({ open, onClose, title, columns, keyField, existingRows, sheetRows, onImport, importing, loading }: DataCompareDialogProps) {
  const { t } = useTranslation();
  const existingByKey = useMemo(() => new Map(existingRows.map((r) => [text(r[keyField]), r])), [existingRows, keyField]);
  const sheetKeys = useMemo(() => new Set(sheetRows.map((r) => text(r[keyField]))), [sheetRows, keyField]);
  const status = (r: Record<string, unknown>): Status => {
    const old = existingByKey.get(text(r[keyField]));
    if (!old) return 'new';
    return columns.some((c) => text(old[c.key]) !== text(r[c.key])) ? 'changed' : 'same';
  };
  const counts = sheetRows.reduce<Record<Status, number>>((acc, r) => { acc[status(r)] += 1; return acc; }, { new: 0, changed: 0, same: 0 });

  const gridColumns = (side: 'existing' | 'sheet') => columns.map((c) => ({
    title: c.label,
    dataIndex: c.key,
    width: c.width ?? 120,
    ellipsis: true,
    render: (v: unknown, r: Record<string, unknown>) => {
      if (side === 'sheet') {
        const old = existingByKey.get(text(r[keyField]));
        if (old && text(old[c.key]) !== text(v)) {
          return <Typography.Text type="warning" strong title={`${t('excel.differs')}：${text(old[c.key])}`}>{text(v)}</Typography.Text>;
        }
      }
      return text(v);
    },
  }));
  const rowClass = (r: Record<string, unknown>, side: 'existing' | 'sheet') =>
    side === 'existing' ? (sheetKeys.has(text(r[keyField])) ? 'ecms-compare-hit' : '') : `ecms-compare-${status(r)}`;
  const pane = (side: 'existing' | 'sheet', rows: Record<string, unknown>[]) => (
    <Card
      size="small"
      style={{ width: COMPARE_PANE_WIDTH, flex: '0 0 auto' }}
      title={<Space>{side === 'existing' ? t('excel.existingData') : t('excel.sheetData')}<Badge count={rows.length} showZero overflowCount={99999} color="#8c8c8c" /></Space>}
      extra={side === 'sheet' && (
        <Space size={4}>
          <Tag color="green">{t('excel.newRow')} {counts.new}</Tag>
          <Tag color="orange">{t('excel.changedRow')} {counts.changed}</Tag>
          <Tag>{t('excel.sameRow')} {counts.same}</Tag>
        </Space>
      )}
      data-testid={`compare-pane-${side}`}
    >
      <ResponsiveTable
        size="small"
        bordered
        loading={loading}
        rowKey={(r) => text(r[keyField]) || JSON.stringify(r)}
        dataSource={rows}
        columns={gridColumns(side)}
        pagination={false}
        virtual
        scroll={{ x: columns.reduce((s, c) => s + (c.width ?? 120), 0), y: COMPARE_GRID_HEIGHT }}
        rowClassName={(r) => rowClass(r, side)}
      />
    </Card>
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title ?? t('excel.compareTitle')}
      width={COMPARE_MODAL_WIDTH}
      okText={t('excel.compareImport')}
      onOk={onImport}
      okButtonProps={{ disabled: !onImport || sheetRows.length === 0, loading: importing }}
      styles={{ body: { overflowX: 'auto' } }}
      data-testid="data-compare-dialog"
    >
      <div style={{ display: 'flex', gap: 4, minWidth: COMPARE_PANE_WIDTH * 2 + 4 }}>
        {pane('existing', existingRows)}
        {pane('sheet', sheetRows)}
      </div>
    </Modal>
  );
}

import { useEffect, useState } from 'react';
import { Button, Checkbox, DatePicker, Empty, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  EXCEL_REPORT_TEXT, LIST_FILTER_OPS, type TExcelReport, type TExcelReportColumn, type TExcelReportSave, type TExportFilterField,
  type TExportSourceInfo, type TListFilterOp,
} from '@ecms/shared';
import { FormModal } from '../../components/FormModal';
import { useApp } from '../../components/use-app';
import { initialValue, opsFor, paramsToRows, rowsToParams, type FilterRow, type FilterValue } from './report-filters';

interface Values { name: string; sourceCode: string; sheetName?: string; remark?: string; orderBy?: string; order?: 'asc' | 'desc' }

export interface ExcelReportEditorProps {
  open: boolean;
  /** The report being edited; null for a new one. */
  report: TExcelReport | null;
  sources: TExportSourceInfo[];
  saving?: boolean;
  onSave: (payload: TExcelReportSave) => void;
  onClose: () => void;
}

const DATE = 'YYYY-MM-DD';

/** One value box for a filter row, shaped by the field's type and the operator. */
function ValueInput({ field, op, value, onChange }: { field?: TExportFilterField; op: TListFilterOp; value: FilterValue; onChange: (v: FilterValue) => void }) {
  const { t } = useTranslation();
  if (op === 'isNull') {
    return (
      <Radio.Group value={value} onChange={(e) => onChange(e.target.value as boolean)}
        options={[{ value: true, label: t('excelReport.isEmpty') }, { value: false, label: t('excelReport.notEmpty') }]} />
    );
  }
  const one = (v: string | number | null, set: (x: string | number | null) => void, testId?: string) => {
    if (field?.type === 'select') {
      return <Select allowClear style={{ width: 180 }} value={v ?? undefined} onChange={(x) => set(x ?? null)} options={field.options} data-testid={testId} />;
    }
    if (field?.type === 'date') {
      return <DatePicker style={{ width: 150 }} value={v ? dayjs(String(v)) : null} onChange={(d) => set(d ? d.format(DATE) : null)} data-testid={testId} />;
    }
    if (field?.type === 'number') {
      return <InputNumber style={{ width: 130 }} value={v as number | null} onChange={(x) => set(x ?? null)} data-testid={testId} />;
    }
    return <Input style={{ width: 180 }} maxLength={200} value={v === null ? '' : String(v)} onChange={(e) => set(e.target.value)} data-testid={testId} />;
  };
  if (op === 'between') {
    const [from, to] = Array.isArray(value) ? value : [null, null];
    return <Space>{one(from ?? null, (x) => onChange([x, to ?? null]))}<span>~</span>{one(to ?? null, (x) => onChange([from ?? null, x]))}</Space>;
  }
  if (op === 'in') {
    const list = Array.isArray(value) ? value.filter((x): x is string | number => x !== null) : [];
    return (
      <Select mode={field?.type === 'select' ? 'multiple' : 'tags'} style={{ width: 260 }} value={list} onChange={(x: (string | number)[]) => onChange(x)}
        options={field?.options} tokenSeparators={[',', '，']} />
    );
  }
  return one(Array.isArray(value) || typeof value === 'boolean' ? null : value, (x) => onChange(x), 'excel-report-filter-value');
}

/**
 * The report designer: name and source, then the columns in their output order with editable
 * titles, the saved filters (list-DSL operators only), the sort and the sheet name. The page
 * saves the payload it hands back.
 */
export function ExcelReportEditor({ open, report, sources, saving, onSave, onClose }: ExcelReportEditorProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const [columns, setColumns] = useState<TExcelReportColumn[]>([]);
  const [filters, setFilters] = useState<FilterRow[]>([]);
  const sourceCode = Form.useWatch('sourceCode', form);
  const source = sources.find((s) => s.code === sourceCode);
  const labelOf = (key: string) => source?.columns.find((c) => c.key === key)?.label ?? key;

  useEffect(() => {
    if (!open) return;
    if (report) {
      form.setFieldsValue({
        name: report.name, sourceCode: report.sourceCode, sheetName: report.sheetName ?? undefined, remark: report.remark ?? undefined,
        orderBy: report.orderBy ?? undefined, order: report.order ?? 'asc',
      });
      setColumns(report.columns.map((c) => ({ key: c.key, title: c.title ?? '' })));
      setFilters(paramsToRows(report.params));
    } else {
      form.resetFields();
      form.setFieldsValue({ order: 'asc' });
      setColumns([]);
      setFilters([]);
    }
  }, [open, report, form]);

  const changeSource = () => {
    // Columns and filters belong to a source: a new source starts from all its columns.
    const next = sources.find((s) => s.code === form.getFieldValue('sourceCode'));
    setColumns(next ? next.columns.map((c) => ({ key: c.key, title: '' })) : []);
    setFilters([]);
    form.setFieldsValue({ orderBy: undefined });
  };

  const toggle = (keys: string[]) => setColumns((cur) => [
    ...cur.filter((c) => keys.includes(c.key)),
    ...keys.filter((k) => !cur.some((c) => c.key === k)).map((key) => ({ key, title: '' })),
  ]);
  const move = (i: number, d: -1 | 1) => setColumns((cur) => {
    const j = i + d;
    if (j < 0 || j >= cur.length) return cur;
    const next = [...cur];
    [next[i], next[j]] = [next[j], next[i]];
    return next;
  });
  const setTitle = (i: number, title: string) => setColumns((cur) => cur.map((c, k) => (k === i ? { ...c, title } : c)));
  const setFilter = (i: number, patch: Partial<FilterRow>) => setFilters((cur) => cur.map((f, k) => (k === i ? { ...f, ...patch } : f)));

  const finish = (v: Values) => {
    if (!columns.length) {
      message.error(EXCEL_REPORT_TEXT.COLUMNS_REQUIRED);
      return;
    }
    onSave({
      ...(report && { id: report.id, version: report.version }),
      name: v.name.trim(), sourceCode: v.sourceCode, remark: v.remark?.trim() || null, sheetName: v.sheetName?.trim() || null,
      columns: columns.map((c) => ({ key: c.key, title: c.title?.trim() || null })),
      params: rowsToParams(filters),
      orderBy: v.orderBy || null, order: v.orderBy ? (v.order ?? 'asc') : null,
    });
  };

  const sortable = (source?.filters ?? []).filter((f) => f.sortable);
  return (
    <FormModal<Values>
      open={open}
      title={report ? t('excelReport.edit') : t('excelReport.add')}
      form={form}
      width="min(960px, 96vw)"
      onClose={onClose}
      saving={saving}
      onFinish={finish}
      okTestId="excel-report-save"
    >
      <Form.Item name="name" label={t('excelReport.name')} rules={[{ required: true, whitespace: true, message: EXCEL_REPORT_TEXT.NAME_REQUIRED }]}>
        <Input maxLength={100} data-testid="excel-report-name" />
      </Form.Item>
      <Form.Item name="sourceCode" label={t('excelReport.source')} rules={[{ required: true, message: EXCEL_REPORT_TEXT.SOURCE_REQUIRED }]}>
        <Select onChange={changeSource} options={sources.map((s) => ({ value: s.code, label: s.label }))} data-testid="excel-report-source"
          notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('excelReport.noSources')} />} />
      </Form.Item>
      <Form.Item label={t('excelReport.columns')} required>
        {source ? (
          <>
            <Checkbox.Group value={columns.map((c) => c.key)} onChange={(v) => toggle(v as string[])} data-testid="excel-report-column-picker"
              options={source.columns.map((c) => ({ value: c.key, label: c.label }))} />
            <ResponsiveTable<TExcelReportColumn & { i: number }>
              size="small" bordered pagination={false} rowKey="key" style={{ marginTop: 8 }} data-testid="excel-report-columns"
              dataSource={columns.map((c, i) => ({ ...c, i }))}
              locale={{ emptyText: EXCEL_REPORT_TEXT.COLUMNS_REQUIRED }}
              columns={[
                { title: '#', key: 'no', width: 48, render: (_, r) => r.i + 1 },
                { title: t('excelReport.sourceColumn'), key: 'label', width: 160, render: (_, r) => labelOf(r.key) },
                {
                  title: t('excelReport.colTitle'), key: 'title',
                  render: (_, r) => <Input size="small" maxLength={100} placeholder={labelOf(r.key)} value={r.title ?? ''}
                    onChange={(e) => setTitle(r.i, e.target.value)} aria-label={`${t('excelReport.colTitle')} ${labelOf(r.key)}`} />,
                },
                {
                  title: t('sys.actions'), key: 'op', width: 120,
                  render: (_, r) => (
                    <Space size={0}>
                      <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={r.i === 0} onClick={() => move(r.i, -1)} aria-label={`${t('excelReport.up')} ${labelOf(r.key)}`} />
                      <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={r.i === columns.length - 1} onClick={() => move(r.i, 1)} aria-label={`${t('excelReport.down')} ${labelOf(r.key)}`} />
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => toggle(columns.filter((c) => c.key !== r.key).map((c) => c.key))} aria-label={`${t('sys.delete')} ${labelOf(r.key)}`} />
                    </Space>
                  ),
                },
              ]}
            />
          </>
        ) : <Typography.Text type="secondary">{EXCEL_REPORT_TEXT.SOURCE_REQUIRED}</Typography.Text>}
      </Form.Item>
      <Form.Item label={t('excelReport.filters')}>
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="excel-report-filters">
          {filters.map((f, i) => {
            const field = source?.filters.find((x) => x.key === f.field);
            return (
              <Space key={i} wrap>
                <Select style={{ width: 150 }} value={f.field || undefined} placeholder={t('excelReport.field')} aria-label={t('excelReport.field')}
                  options={(source?.filters ?? []).map((x) => ({ value: x.key, label: x.label }))}
                  onChange={(key: string) => {
                    const op = opsFor(source?.filters.find((x) => x.key === key)?.type)[0];
                    setFilter(i, { field: key, op, value: initialValue(op) });
                  }} />
                <Select style={{ width: 110 }} value={f.op} aria-label={t('excelReport.operator')}
                  options={opsFor(field?.type).map((op) => ({ value: op, label: LIST_FILTER_OPS[op] }))}
                  onChange={(op: TListFilterOp) => setFilter(i, { op, value: initialValue(op) })} />
                <ValueInput field={field} op={f.op} value={f.value} onChange={(value) => setFilter(i, { value })} />
                <Button type="text" danger icon={<DeleteOutlined />} onClick={() => setFilters((cur) => cur.filter((_, k) => k !== i))} aria-label={t('sys.delete')} />
              </Space>
            );
          })}
          <Button size="small" icon={<PlusOutlined />} disabled={!source?.filters.length} data-testid="excel-report-add-filter"
            onClick={() => setFilters((cur) => [...cur, { field: '', op: 'eq', value: null }])}>{t('excelReport.addFilter')}</Button>
        </Space>
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="orderBy" label={t('excelReport.orderBy')}>
          <Select allowClear style={{ width: 180 }} options={sortable.map((f) => ({ value: f.key, label: f.label }))} disabled={!sortable.length} data-testid="excel-report-order-by" />
        </Form.Item>
        <Form.Item name="order">
          <Radio.Group options={[{ value: 'asc', label: t('excelReport.asc') }, { value: 'desc', label: t('excelReport.desc') }]} />
        </Form.Item>
      </Space>
      <Form.Item name="sheetName" label={t('excelReport.sheetName')} rules={[{ pattern: /^[^[\]:*?/\\]*$/, message: t('excelReport.sheetNameChars') }]}>
        <Input maxLength={31} style={{ width: 240 }} placeholder={t('excelReport.sheetNameHint')} />
      </Form.Item>
      <Form.Item name="remark" label={t('excelReport.remark')}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
    </FormModal>
  );
}

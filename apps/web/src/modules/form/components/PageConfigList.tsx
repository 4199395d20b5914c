import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Col, DatePicker, Form, Input, InputNumber, Row, Space } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { TFormField } from '@ecms/shared';
import {
  fetchUserNames, pageConfigUrls, queryByUrl, type PageConfigContent, type PageSearchCondition, type PageTableColumn,
} from '../../../api/forms';
import type { ListRequest, ListResult } from '../../../api/sys';
import { DictSelect } from '../../../components/dict';
import { DeptTreeSelect } from '../../../components/dept';
import { PersonInput } from '../../../components/PersonInput';
import { ListTable, useListPage } from '../../../components/list-page';
import { useIsPhone } from '../../../app/hooks/use-media';
import { asList, isEmpty } from '../field-model';
import { extraListParams } from '../page-config';
import { FieldDisplay, RecordContext } from './fields';

/*
 * The generic page-config list (spec 1 §3 "Page config", §7 "Generic table list"): the JSON
 * content of POST /b/pageConfig/queryList (forms, tableColumn, url, extraParams, searchConditons)
 * renders the search conditions and the table; the list goes through the list DSL at `url`.
 */

/** A table column as a field, so cells share the form's view formats (§9) and lookups. */
export function columnField(c: PageTableColumn): TFormField {
  const f = c.format ?? 'text';
  const type: TFormField['type'] = f === 'dict' ? 'select' : f === 'multiDict' ? 'multiSelect' : f === 'bool' ? 'text' : (f as TFormField['type']);
  return { key: c.key, label: c.title, type, dictCode: c.dictCode, precision: c.precision };
}

/** List-DSL params of the search form's values (text like, select eq, ranges between). */
export function searchParams(conds: PageSearchCondition[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of conds) {
    const v = values[c.key];
    if (isEmpty(v)) continue;
    if (c.type === 'text') {
      const s = String(v).trim();
      if (s) out[`${c.key}$like`] = s;
    } else if (c.type === 'dateRange') {
      const [from, to] = (v as (Dayjs | null)[]) ?? [];
      const fmt = c.picker === 'month' ? 'YYYY-MM' : c.picker === 'year' ? 'YYYY' : 'YYYY-MM-DD';
      // a date-time column compares as text: the last day runs to its last minute
      const end = to ? (c.picker === 'datetime' ? `${to.format('YYYY-MM-DD')} 23:59:59` : to.format(fmt)) : null;
      if (from || to) out[`${c.key}$between`] = [from ? from.format(fmt) : null, end];
    } else if (c.type === 'numberRange') {
      const [min, max] = (v as (number | null)[]) ?? [];
      if (!isEmpty(min) || !isEmpty(max)) out[`${c.key}$between`] = [min ?? null, max ?? null];
    } else if (c.type === 'select' && Array.isArray(v)) {
      out[`${c.key}$in`] = v;
    } else {
      out[c.key] = v;
    }
  }
  return out;
}

function NumberRange({ value, onChange, testId }: { value?: (number | null)[]; onChange?: (v: (number | null)[]) => void; testId: string }) {
  const [min, max] = value ?? [null, null];
  return (
    <Space.Compact block>
      <InputNumber style={{ width: '50%' }} value={min} onChange={(n) => onChange?.([n, max])} data-testid={`${testId}-min`} />
      <InputNumber style={{ width: '50%' }} value={max} onChange={(n) => onChange?.([min, n])} data-testid={`${testId}-max`} />
    </Space.Compact>
  );
}

/** The control of one condition; `value` / `onChange` come from its Form.Item and must reach the input. */
function ConditionControl({ c, id, value, onChange }: { c: PageSearchCondition; id?: string; value?: unknown; onChange?: (v: unknown) => void }) {
  const { t } = useTranslation();
  const testId = `search-${c.key}`;
  // id: the Form.Item's label points at it (the control's accessible name)
  const bind = { id, value: value as never, onChange: onChange as never };
  switch (c.type) {
    case 'select':
      return c.dictCode ? <DictSelect code={c.dictCode} {...bind} data-testid={testId} /> : <Input id={id} allowClear value={(value as string) ?? ''} onChange={(e) => onChange?.(e.target.value)} data-testid={testId} />;
    case 'dateRange':
      return <DatePicker.RangePicker style={{ width: '100%' }} picker={c.picker === 'month' || c.picker === 'year' ? c.picker : 'date'} {...bind} data-testid={testId} />;
    case 'numberRange':
      return <NumberRange testId={testId} {...bind} />;
    case 'person':
      return <PersonInput value={value as string | null} onChange={(id) => onChange?.(id)} data-testid={testId} />;
    case 'dept':
      return <DeptTreeSelect {...bind} data-testid={testId} />;
    default:
      return <Input id={id} allowClear placeholder={t('formRt.input')} value={(value as string) ?? ''} onChange={(e) => onChange?.(e.target.value)} data-testid={testId} />;
  }
}

/**
 * The search form of a page config: 查询 applies, 重置 clears. On a phone it folds behind a 筛选
 * button (with the number of conditions in force), so the list is not pushed below a screenful
 * of fields; 查询 folds it again.
 */
export function SearchBar({ conditions, onSearch }: { conditions: PageSearchCondition[]; onSearch: (params: Record<string, unknown>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const isPhone = useIsPhone();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  if (!conditions.length) return null;
  const submit = () => {
    const params = searchParams(conditions, form.getFieldsValue());
    setActive(Object.keys(params).length);
    setOpen(false);
    onSearch(params);
  };
  const folded = isPhone && !open;
  return (
    <>
      {isPhone && (
        <div className="ecms-form-search-toggle">
          <Badge count={active} size="small">
            <Button icon={<FilterOutlined />} aria-expanded={open} aria-controls="ecms-list-search" onClick={() => setOpen(!open)} data-testid="list-search-toggle">
              {t('formRt.filter')}
            </Button>
          </Badge>
        </div>
      )}
      <Form form={form} id="ecms-list-search" className="ecms-form-search" labelCol={{ flex: '96px' }} labelWrap colon={false} onFinish={submit}
        style={folded ? { display: 'none' } : undefined} data-testid="list-search">
        <Row gutter={16}>
          {conditions.map((c) => (
            <Col key={c.key} xs={24} md={12} lg={8} xxl={6}>
              <Form.Item name={c.key} label={c.label}>
                <ConditionControl c={c} />
              </Form.Item>
            </Col>
          ))}
          <Col flex="auto" style={{ textAlign: 'right', marginBottom: 8 }}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="list-search-submit">{t('formRt.search')}</Button>
              <Button icon={<ReloadOutlined />} onClick={() => { form.resetFields(); submit(); }} data-testid="list-search-reset">{t('formRt.reset')}</Button>
            </Space>
          </Col>
        </Row>
      </Form>
    </>
  );
}

/** Person names of the person columns of a page of rows, looked up once per page. */
export function useRowUserNames(columns: PageTableColumn[], rows: Record<string, unknown>[]): Record<string, string> {
  const keys = columns.filter((c) => c.format === 'person').map((c) => c.key);
  const ids = [...new Set(rows.flatMap((r) => keys.flatMap((k) => (r[`${k}Name`] ? [] : asList(r[k])))))].sort();
  const q = useQuery({ queryKey: ['form-user-names', ids.join(',')], queryFn: () => fetchUserNames(ids), enabled: ids.length > 0, staleTime: 5 * 60_000 });
  return useMemo(() => {
    const out: Record<string, string> = { ...q.data };
    for (const r of rows) for (const k of keys) if (typeof r[k] === 'string' && typeof r[`${k}Name`] === 'string') out[r[k] as string] = r[`${k}Name`] as string;
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q.data, rows]);
}

/** antd columns of a page config, cells formatted like the form's view. */
export function configColumns<T extends Record<string, unknown>>(columns: PageTableColumn[]): ColumnsType<T> {
  return columns.map((c) => {
    const field = columnField(c);
    const numeric = ['money', 'number', 'percent', 'computed'].includes(field.type);
    return {
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      width: c.width ?? (numeric ? 120 : field.type === 'datetime' ? 150 : field.type === 'date' || field.type === 'month' || field.type === 'year' ? 110 : field.type === 'person' ? 100 : 140),
      align: c.align ?? (numeric ? 'right' : undefined),
      ellipsis: field.type === 'text' || field.type === 'textarea',
      render: (v: unknown) => (c.format === 'bool' ? (v ? '是' : v === false ? '否' : '') : <FieldDisplay field={field} value={v} probeKey={`col-${c.key}`} />),
    };
  });
}

export interface PageConfigListProps<T extends Record<string, unknown>> {
  config: PageConfigContent;
  queryKey: QueryKey;
  /** the list call (default: POST the config's url) */
  fetcher?: (req: ListRequest) => Promise<ListResult<T>>;
  toolbar?: (req: { params: Record<string, unknown> }) => ReactNode;
  /** columns after the config's (actions) and before them (title links) */
  leadColumns?: ColumnsType<T>;
  trailColumns?: ColumnsType<T>;
  rowSelection?: TableProps<T>['rowSelection'];
  /** double click on a row, and a click on the `titleKey` cell, open it */
  onRowOpen?: (row: T) => void;
  titleKey?: string;
}

/** Search + table of a page config. */
export function PageConfigList<T extends Record<string, unknown> & { id?: string }>({
  config, queryKey, fetcher, toolbar, leadColumns, trailColumns, rowSelection, onRowOpen, titleKey,
}: PageConfigListProps<T>) {
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const params = useMemo(() => ({ ...extraListParams(config.extraParams), ...search }), [config.extraParams, search]);
  const url = pageConfigUrls(config).list;
  const fetch = fetcher ?? ((req: ListRequest) => queryByUrl<T>(url, req));
  const { query, pagination, rows } = useListPage<T>([...queryKey], fetch, params, { orderBy: 'updatedDate', order: 'desc' });
  const userNames = useRowUserNames(config.tableColumn, rows);
  const record = useMemo(() => ({ userNames }), [userNames]);
  const columns = useMemo(() => {
    const main = configColumns<T>(config.tableColumn).map((c) => (c.key === titleKey && onRowOpen ? {
      ...c,
      render: (v: unknown, r: T, i: number) => <a onClick={() => onRowOpen(r)} data-testid="row-open">{(c as { render: (v: unknown, r: T, i: number) => ReactNode }).render(v, r, i)}</a>,
    } : c));
    return [...(leadColumns ?? []), ...main, ...(trailColumns ?? [])];
  }, [leadColumns, config.tableColumn, trailColumns, titleKey, onRowOpen]);
  return (
    <RecordContext.Provider value={record}>
      <SearchBar conditions={config.searchConditons} onSearch={setSearch} />
      {toolbar && <div className="ecms-list-toolbar">{toolbar({ params })}</div>}
      <ListTable<T>
        rowKey="id"
        dataSource={rows}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        columns={columns}
        rowSelection={rowSelection}
        onRow={onRowOpen ? (r) => ({ onDoubleClick: () => onRowOpen(r) }) : undefined}
        data-testid="page-config-list"
      />
    </RecordContext.Provider>
  );
}

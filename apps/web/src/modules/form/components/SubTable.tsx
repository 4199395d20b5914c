import { memo, useMemo } from 'react';
import { Button, Form, Popconfirm, Table, Typography } from 'antd';
import { ResponsiveTable } from '../../../components/list-page';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney, sumColumn, type TFieldPermission, type TFormField, type TFormSubTable } from '@ecms/shared';
import { accessOf, fieldRules, formatScalar, isVisible, newRow, type DefaultContext } from '../field-model';
import { FieldControl, FieldDisplay } from './fields';

/*
 * A sub-table (e.g. purchase items) as an editable antd table on Form.List: typing into a cell
 * re-renders that cell only (its Form.Item); adding or removing a row re-renders the table.
 * The totals footer watches the sub-table's rows by itself.
 */

type Perms = Record<string, TFieldPermission> | undefined;

const colWidth = (f: TFormField) => f.width ?? (f.type === 'textarea' || f.type === 'richText' ? 220 : f.type === 'date' || f.type === 'month' || f.type === 'year' ? 150 : f.type === 'datetime' ? 190 : 140);
const numericAlign = (f: TFormField) => (['number', 'money', 'percent', 'computed'].includes(f.type) ? 'right' as const : undefined);

function sumText(f: TFormField, rows: Record<string, unknown>[] | undefined) {
  const precision = f.precision ?? (f.type === 'number' ? 0 : 2);
  const s = sumColumn(rows, f.key, Math.max(precision, 2));
  if (s === null) return '';
  return f.type === 'number' ? formatScalar({ type: 'number', precision: f.precision }, s) : formatMoney(s, precision);
}

function Totals({ st, columns, rows, withActions }: { st: TFormSubTable; columns: TFormField[]; rows: Record<string, unknown>[] | undefined; withActions: boolean }) {
  const { t } = useTranslation();
  const sums = new Set(st.sumFields ?? []);
  return (
    <Table.Summary.Row className="ecms-subtable-total" data-testid={`subtable-${st.key}-total`}>
      <Table.Summary.Cell index={0}><Typography.Text strong>{t('formRt.total')}</Typography.Text></Table.Summary.Cell>
      {columns.map((f, i) => (
        <Table.Summary.Cell key={f.key} index={i + 1} align="right">
          {sums.has(f.key) && <Typography.Text strong data-testid={`subtable-${st.key}-sum-${f.key}`}>{sumText(f, rows)}</Typography.Text>}
        </Table.Summary.Cell>
      ))}
      {withActions && <Table.Summary.Cell index={columns.length + 1} />}
    </Table.Summary.Row>
  );
}

/** The totals row of an editable sub-table: re-renders on its own rows' changes only. */
function LiveTotals(props: { st: TFormSubTable; columns: TFormField[]; withActions: boolean }) {
  const rows = Form.useWatch(['s', props.st.key]) as Record<string, unknown>[] | undefined;
  return <Totals {...props} rows={rows} />;
}

/** Cell whose field has a visibility condition on another field of the same row. */
function RowGate({ path, field, children }: { path: (string | number)[]; field: TFormField; children: React.ReactNode }) {
  const dep = field.visibleWhen!.field;
  return (
    <Form.Item noStyle shouldUpdate={(a, b) => get(a, [...path, dep]) !== get(b, [...path, dep])}>
      {({ getFieldValue }) => (isVisible(field, { [dep]: getFieldValue([...path, dep]) }) ? children : null)}
    </Form.Item>
  );
}

const get = (o: unknown, path: (string | number)[]): unknown => path.reduce<unknown>((x, k) => (x == null ? undefined : (x as Record<string | number, unknown>)[k]), o);

export interface SubTableEditProps {
  st: TFormSubTable;
  perms: Perms;
  ctx: DefaultContext;
  readOnly?: boolean;
}

function SubTableEditImpl({ st, perms, ctx, readOnly }: SubTableEditProps) {
  const { t } = useTranslation();
  const visible = useMemo(() => st.fields.filter((f) => accessOf(f, 'edit', perms, st.key) !== 'hidden'), [st, perms]);
  const hasTotals = (st.sumFields ?? []).length > 0;
  const editableTable = !readOnly && perms?.[st.key] !== 'readonly';
  return (
    <Form.List name={['s', st.key]}>
      {(rows, { add, remove }) => {
        const columns: ColumnsType<(typeof rows)[number]> = [
          { title: '#', key: '__no', width: 48, align: 'center', render: (_v, _r, i) => i + 1 },
          ...visible.map((f) => {
            const access = readOnly ? 'readonly' : accessOf(f, 'edit', perms, st.key);
            return {
              key: f.key,
              width: colWidth(f),
              align: numericAlign(f),
              title: <span className={f.required && access === 'editable' ? 'ecms-form-required' : undefined}>{f.label}</span>,
              render: (_v: unknown, row: (typeof rows)[number]) => {
                const probeKey = `${st.key}.${row.name}.${f.key}`;
                const item = (
                  <Form.Item name={[row.name, f.key]} rules={access === 'editable' ? fieldRules(f, t) : undefined} className="ecms-subtable-item">
                    {access === 'editable' ? <FieldControl field={f} probeKey={probeKey} inCell /> : <FieldDisplay field={f} probeKey={probeKey} />}
                  </Form.Item>
                );
                return f.visibleWhen ? <RowGate path={['s', st.key, row.name]} field={f}>{item}</RowGate> : item;
              },
            };
          }),
        ];
        if (editableTable) {
          columns.push({
            key: '__actions', width: 64, align: 'center', fixed: 'right', title: t('formRt.actions'),
            render: (_v, row) => (
              <Popconfirm title={t('formRt.deleteRowConfirm')} onConfirm={() => remove(row.name)}>
                <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('formRt.deleteRow')} data-testid={`subtable-${st.key}-delete-${row.name}`} />
              </Popconfirm>
            ),
          });
        }
        return (
          <ResponsiveTable
            className="ecms-subtable"
            data-testid={`subtable-${st.key}`}
            size="small"
            bordered
            rowKey="key"
            pagination={false}
            dataSource={rows}
            columns={columns}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('formRt.noRows') }}
            summary={hasTotals ? () => <LiveTotals st={st} columns={visible} withActions={editableTable} /> : undefined}
            footer={editableTable ? () => (
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(newRow(st, ctx))} data-testid={`subtable-${st.key}-add`}>
                {t('formRt.addRow')}
              </Button>
            ) : undefined}
          />
        );
      }}
    </Form.List>
  );
}

export const SubTableEdit = memo(SubTableEditImpl);

/** A sub-table in view mode: formatted cells and the totals row. */
export function SubTableView({ st, rows, perms }: { st: TFormSubTable; rows: Record<string, unknown>[]; perms: Perms }) {
  const { t } = useTranslation();
  const visible = st.fields.filter((f) => accessOf(f, 'view', perms, st.key) !== 'hidden');
  const hasTotals = (st.sumFields ?? []).length > 0;
  return (
    <ResponsiveTable<Record<string, unknown>>
      className="ecms-subtable"
      data-testid={`subtable-${st.key}`}
      size="small"
      bordered
      rowKey={(r) => String(r.id ?? r.__i)}
      pagination={false}
      dataSource={rows.map((r, i) => ({ ...r, __i: i }))}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('formRt.noRows') }}
      columns={[
        { title: '#', key: '__no', width: 48, align: 'center', render: (_v, _r, i) => i + 1 },
        ...visible.map((f) => ({
          key: f.key, title: f.label, width: colWidth(f), align: numericAlign(f),
          render: (_v: unknown, r: Record<string, unknown>) => (isVisible(f, r) ? <FieldDisplay field={f} value={r[f.key]} probeKey={`${st.key}.${String(r.__i)}.${f.key}`} /> : null),
        })),
      ]}
      summary={hasTotals ? () => <Totals st={st} columns={visible} rows={rows} withActions={false} /> : undefined}
    />
  );
}

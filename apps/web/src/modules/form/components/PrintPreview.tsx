import { Button, Descriptions, Modal, Result, Skeleton } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPrint } from '../../../api/forms';

const NUMBER = /^-?[\d,]+(\.\d+)?%?$/;
/** Columns whose filled cells are all numbers read right-aligned, as in the record's own table. */
const numericColumns = (rows: string[][], n: number) =>
  Array.from({ length: n }, (_, j) => rows.some((r) => r[j]) && rows.every((r) => !r[j] || NUMBER.test(r[j])));

/**
 * Print preview of any record kind's record (`form:<code>`, `contract` …): the server lays it out
 * (GET /b/record/{kind}/{id}/print: labelled values as the Excel export shows them, sub-tables as
 * tables); the browser prints only the sheet (form.css @media print).
 */
export function PrintPreview({ kind, id, open, onClose }: { kind: string; id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const doc = useQuery({ queryKey: ['record-print', kind, id], queryFn: () => fetchPrint(kind, id), enabled: open, staleTime: 0 });
  return (
    <Modal
      open={open} onCancel={onClose} width={860} title={t('formRt.printPreview')} destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>{t('formRt.printClose')}</Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined />} disabled={!doc.data} onClick={() => window.print()} data-testid="record-print-go">
          {t('formRt.print')}
        </Button>,
      ]}
    >
      {doc.isError && <Result status="warning" title={t('formRt.recordNotFound')} />}
      {!doc.data && !doc.isError && <Skeleton active />}
      {doc.data && (
        <div className="ecms-print-sheet" data-testid="record-print">
          <div className="ecms-print-kind">{doc.data.kindName}</div>
          <h2 className="ecms-print-title">{doc.data.title}</h2>
          <Descriptions
            bordered size="small" column={2}
            items={doc.data.fields.map((f, i) => ({ key: String(i), label: f.label, children: f.value || '—' }))}
          />
          {doc.data.tables.map((tb) => {
            const right = numericColumns(tb.rows, tb.columns.length);
            const align = (j: number) => (right[j] ? 'ecms-print-num' : undefined);
            return (
            <section key={tb.title} className="ecms-print-table">
              <h3>{tb.title}</h3>
              <table>
                <thead><tr><th>#</th>{tb.columns.map((c, j) => <th key={c} className={align(j)}>{c}</th>)}</tr></thead>
                <tbody>
                  {tb.rows.map((r, i) => (
                    // Rows have no identity beyond their position in the record.
                    <tr key={i}><td>{i + 1}</td>{r.map((v, j) => <td key={tb.columns[j]} className={align(j)}>{v}</td>)}</tr>
                  ))}
                  {!tb.rows.length && <tr><td colSpan={tb.columns.length + 1}>—</td></tr>}
                </tbody>
              </table>
            </section>
            );
          })}
        </div>
      )}
    </Modal>
  );
}

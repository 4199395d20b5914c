import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Result, Select, Space, Spin, Statistic, Steps, Tag, Typography, Upload } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TBankCheck, TBankCheckRow, TBankImportConfig, TBankImportResult, TBankRead } from '@ecms/shared';
import { uploadFile } from '../../api/files';
import { useApp } from '../../components/use-app';
import { checkBankFile, importBankFile, readBankFile } from './api';

const STATUS_COLOR: Record<TBankCheckRow['status'], string> = { new: 'green', duplicate: 'default', conflict: 'orange', invalid: 'red', skipped: 'default' };
const fmt = (n: number | null) => (n === null ? '' : n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * 导入银行流水 (spec 3 §2 "Bank-statement Excel import dialog": upload, read, map columns, confirm):
 * the header, the account (账号/户名 from the meta rows) and the column mapping are found by the
 * server and confirmed or corrected here; the preview shows new / duplicate / conflict lines and
 * the balance chain before anything is written.
 */
export function BankImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [fileId, setFileId] = useState('');
  const [read, setRead] = useState<TBankRead | null>(null);
  const [map, setMap] = useState<Record<string, string>>({});
  const [account, setAccount] = useState({ accountNo: '', accountName: '' });
  const [check, setCheck] = useState<TBankCheck | null>(null);
  const [replace, setReplace] = useState(false);
  const [result, setResult] = useState<{ r: TBankImportResult; msg: string } | null>(null);

  useEffect(() => {
    if (open) return;
    setStep(0); setBusy(false); setFileId(''); setRead(null); setMap({}); setCheck(null); setReplace(false); setResult(null);
  }, [open]);

  const run = async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try { return await fn(); } catch { return undefined; } finally { setBusy(false); }
  };

  const onFile = async (file: File) => {
    await run(async () => {
      const [id] = await uploadFile(file, {}, () => undefined);
      const r = await readBankFile(id);
      setFileId(id); setRead(r); setMap(r.colIndexMap);
      setAccount({ accountNo: r.accountNo ?? '', accountName: r.accountName ?? '' });
      setStep(1);
    });
    return false;
  };

  const config = (): TBankImportConfig => ({
    accountNo: account.accountNo, accountName: account.accountName || undefined, accountUnit: read?.accountUnit ?? undefined,
    sheetName: read?.sheetName, headerRow: read!.headerRow, headerRows: read!.headerRows,
    colIndexMap: map as TBankImportConfig['colIndexMap'],
  });

  const toPreview = () => run(async () => { setCheck(await checkBankFile(fileId, config())); setStep(2); });
  const doImport = () => run(async () => {
    const a = await importBankFile(fileId, config(), replace);
    setResult({ r: a.data, msg: a.msg }); setStep(3);
    message.success(a.msg);
    onImported();
  });

  /** A field goes to one column: giving it to another clears the first (spec 3 §4). */
  const assign = (col: number, key: string) => setMap((m) => {
    const next = Object.fromEntries(Object.entries(m).filter(([, k]) => !key || k !== key));
    if (key) next[String(col)] = key; else delete next[String(col)];
    return next;
  });

  const fieldOptions = [{ value: '', label: t('finance.imp.ignore') }, ...(read?.fields ?? []).map((f) => ({ value: f.key, label: f.name }))];

  return (
    <Modal
      open={open} onCancel={onClose} title={t('finance.imp.title')} width={1100} destroyOnHidden maskClosable={false}
      footer={step === 0 ? null : (
        <Space>
          {step === 1 && <Button onClick={() => setStep(0)}>{t('finance.imp.back')}</Button>}
          {step === 1 && <Button type="primary" loading={busy} onClick={toPreview} data-testid="bank-import-check">{t('finance.imp.check')}</Button>}
          {step === 2 && <Button onClick={() => setStep(1)}>{t('finance.imp.back')}</Button>}
          {step === 2 && (
            <Button type="primary" loading={busy} disabled={!check || check.newCount + (replace ? check.conflictCount : 0) === 0} onClick={doImport} data-testid="bank-import-confirm">
              {t('finance.imp.confirm')}
            </Button>
          )}
          {step === 3 && <Button type="primary" onClick={onClose} data-testid="bank-import-close">{t('finance.imp.close')}</Button>}
        </Space>
      )}
      data-testid="bank-import-dialog"
    >
      <Steps size="small" current={step} style={{ marginBottom: 16 }}
        items={[t('finance.imp.stepUpload'), t('finance.imp.stepMap'), t('finance.imp.stepPreview'), t('finance.imp.stepDone')].map((title) => ({ title }))} />
      {step === 0 && (
        <Spin spinning={busy} tip={t('finance.imp.reading')}>
          <Upload.Dragger accept=".xlsx" showUploadList={false} beforeUpload={onFile} data-testid="bank-import-upload">
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('finance.imp.drag')}</p>
            <p className="ant-upload-hint">{t('finance.imp.dragHint')}</p>
          </Upload.Dragger>
        </Spin>
      )}
      {step === 1 && read && (
        <>
          <Form layout="inline" style={{ marginBottom: 12 }}>
            <Form.Item label={t('finance.bank.accountNo')} required>
              <Input value={account.accountNo} onChange={(e) => setAccount((a) => ({ ...a, accountNo: e.target.value }))} style={{ width: 220 }} data-testid="bank-import-account" />
            </Form.Item>
            <Form.Item label={t('finance.bank.accountName')}>
              <Input value={account.accountName} onChange={(e) => setAccount((a) => ({ ...a, accountName: e.target.value }))} style={{ width: 240 }} />
            </Form.Item>
            <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
              {read.fileName} · {t('finance.imp.headerAt', { row: read.headerRow })}{read.headerRows === 2 ? t('finance.imp.twoRows') : ''}
              {read.remembered ? ` · ${t('finance.imp.remembered')}` : ''}
            </Typography.Text>
          </Form>
          <ResponsiveTable
            size="small" rowKey="col" pagination={false} scroll={{ y: 380 }} data-testid="bank-import-mapping"
            dataSource={read.columnList.map((title, col) => ({ col, title, sample: read.datas.slice(0, 2).map((r) => r[col] ?? '').filter(Boolean).join(' / ') }))}
            columns={[
              { title: t('finance.imp.column'), dataIndex: 'title', width: 260 },
              { title: t('finance.imp.sample'), dataIndex: 'sample', ellipsis: true },
              {
                title: t('finance.imp.field'), dataIndex: 'col', width: 260,
                render: (col: number) => (
                  <Select size="small" style={{ width: 240 }} value={map[String(col)] ?? ''} options={fieldOptions} onChange={(v: string) => assign(col, v)} />
                ),
              },
            ]}
          />
        </>
      )}
      {step === 2 && check && (
        <>
          <Space size={40} style={{ marginBottom: 12 }} data-testid="bank-import-counts">
            <Statistic title={t('finance.imp.new')} value={check.newCount} valueStyle={{ color: '#389e0d' }} />
            <Statistic title={t('finance.imp.duplicate')} value={check.duplicateCount} />
            <Statistic title={t('finance.imp.conflict')} value={check.conflictCount} valueStyle={{ color: check.conflictCount ? '#d46b08' : undefined }} />
            <Statistic title={t('finance.imp.invalid')} value={check.invalidCount} valueStyle={{ color: check.invalidCount ? '#cf1322' : undefined }} />
            <Statistic title={t('finance.imp.skipped')} value={check.skippedCount} />
          </Space>
          {check.sameFileImportedAt && (
            <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('finance.imp.sameFile', { at: dayjs(check.sameFileImportedAt).format('YYYY-MM-DD HH:mm') })} />
          )}
          {check.chainBreakCount === 0
            ? <Alert type="success" showIcon style={{ marginBottom: 8 }} message={t('finance.imp.chainOk')} />
            : <Alert type="error" showIcon style={{ marginBottom: 8 }} message={t('finance.imp.chainBroken', { n: check.chainBreakCount })}
              description={<ul style={{ margin: 0, paddingLeft: 18 }}>{check.chainBreaks.slice(0, 5).map((b) => <li key={b.row}>{b.text}</li>)}
                {check.chainBreakCount > 5 && <li>{t('finance.imp.chainShown', { n: 5 })}</li>}</ul>} />}
          {check.conflictCount > 0 && (
            <Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)} style={{ marginBottom: 8 }}>{t('finance.imp.replaceConflicts')}</Checkbox>
          )}
          {check.rowsTruncated && (
            <Alert type="info" showIcon style={{ marginBottom: 8 }} message={t('finance.imp.rowsShown', { n: check.shownLimit })} data-testid="bank-import-shown" />
          )}
          <ResponsiveTable<TBankCheckRow>
            size="small" rowKey="row" pagination={{ pageSize: 50, showSizeChanger: false }} scroll={{ y: 300 }} data-testid="bank-import-preview"
            dataSource={check.rows}
            columns={[
              { title: t('finance.imp.row'), dataIndex: 'row', width: 64 },
              { title: t('finance.imp.status'), dataIndex: 'status', width: 76, render: (s: TBankCheckRow['status']) => <Tag color={STATUS_COLOR[s]}>{t(`finance.imp.${s}`)}</Tag> },
              { title: t('finance.bank.dateTime'), dataIndex: 'dateTime', width: 160 },
              { title: t('finance.bank.income'), dataIndex: 'income', width: 120, align: 'right', render: (v: number) => (v ? fmt(v) : '') },
              { title: t('finance.bank.pay'), dataIndex: 'pay', width: 110, align: 'right', render: (v: number) => (v ? fmt(v) : '') },
              { title: t('finance.bank.balance'), dataIndex: 'balance', width: 130, align: 'right', render: fmt },
              { title: t('finance.bank.otherSide'), dataIndex: 'otherSideName', ellipsis: true },
              { title: t('finance.imp.reason'), dataIndex: 'reason', width: 200, ellipsis: true },
            ]}
          />
        </>
      )}
      {step === 3 && result && (
        <Result status="success" title={t('finance.imp.importedTitle')} subTitle={result.msg} data-testid="bank-import-result" />
      )}
    </Modal>
  );
}

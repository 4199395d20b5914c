import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert, Button, Descriptions, Empty, Modal, Progress, Radio, Result, Select, Space, Steps, Tag, Typography, Upload,
} from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { DeleteOutlined, DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXCEL_TEXT, IMPORT_MODES, type TExcelRead, type TImportMode, type TImportResult } from '@ecms/shared';
import { startDownload, uploadFile } from '../../api/files';
import { useApp } from '../../components/use-app';
import { useJobProgress } from '../notice';
import { confirmExcel, downloadTemplate, readExcel } from './api';
import { assignColumn, type ColIndexMaps, unmappedRequired } from './mapping';

export interface ImportWizardProps {
  open: boolean;
  onClose: () => void;
  /** The import target (e.g. 'sys:user', 'form:<id>'); used when no template is given. */
  targetCode: string;
  /** An Excel template's code: its titles, sheet and remembered column mapping apply. */
  templateCode?: string;
  onImported?: (result: TImportResult) => void;
}

const newJobId = () => `imp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The Excel import wizard (spec 3 §4): download the template, upload, read (读取成功!), map
 * columns (a field given to one column leaves the others), preview and remove rows, check every
 * row, choose all-or-nothing or valid rows only (an all-or-nothing target offers no choice),
 * import with a live progress bar, and download the rows that failed with their reasons.
 */
export function ImportWizard({ open, onClose, targetCode, templateCode, onImported }: ImportWizardProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const code = templateCode || targetCode;
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [uploadPct, setUploadPct] = useState(0);
  const [busy, setBusy] = useState<'' | 'read' | 'check' | 'import'>('');
  const [read, setRead] = useState<TExcelRead | null>(null);
  const [sheet, setSheet] = useState<string | undefined>();
  const [maps, setMaps] = useState<ColIndexMaps>({});
  const [removed, setRemoved] = useState<number[]>([]);
  const [selected, setSelected] = useState<React.Key[]>([]);
  const [check, setCheck] = useState<TImportResult | null>(null);
  const [mode, setMode] = useState<TImportMode>('valid');
  const [jobId, setJobId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ result: TImportResult; msg: string; rejected: boolean } | null>(null);
  const pushed = useJobProgress(jobId);
  const [elapsedPct, setElapsedPct] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const reset = () => {
    setStep(0); setFile(null); setUploadPct(0); setBusy(''); setRead(null); setSheet(undefined); setMaps({});
    setRemoved([]); setSelected([]); setCheck(null); setMode('valid'); setJobId(null); setOutcome(null); setElapsedPct(0);
  };
  useEffect(() => { if (!open) reset(); }, [open]);
  useEffect(() => () => { if (timer.current) clearInterval(timer.current); }, []);

  const vo = read?.excelSheetVos[0];
  const rows = useMemo(() => (vo ? vo.datas.map((d, i) => ({ key: vo.rowNumbers[i], rowNumber: vo.rowNumbers[i], cells: d })) : [])
    .filter((r) => !removed.includes(r.rowNumber)), [vo, removed]);
  const fieldOptions = (read?.fields ?? []).map((f) => ({ value: f.key, label: f.required ? `${f.name} *` : f.name }));
  const missing = read ? unmappedRequired(maps, read.fields) : [];
  const remaining = read ? Math.max(0, read.total - removed.length) : 0;

  const doRead = async (sheetName?: string) => {
    if (!file) { message.warning(t('excel.chooseFile')); return; }
    setBusy('read');
    try {
      const ids = read?.fileId ? [read.fileId] : await uploadFile(file, { refModule: 'excel-import' }, setUploadPct);
      const r = await readExcel(code, ids[0], sheetName);
      setRead(r.data); setSheet(r.data.sheetName); setMaps(r.data.colIndexMaps); setRemoved([]); setSelected([]); setCheck(null);
      if (r.data.allOrNothing) setMode('all');
      message.success(EXCEL_TEXT.READ_OK);
      setStep(1);
    } catch (err) {
      if (err instanceof Error && err.message && !('kind' in err)) message.error(err.message);
    } finally {
      setBusy('');
    }
  };

  /** Guards shared by check and import: something read, rows left, required fields mapped. */
  const ready = (): boolean => {
    if (!read || rows.length === 0 || remaining === 0) { message.warning(EXCEL_TEXT.READ_FIRST); return false; }
    if (missing.length) { message.warning(t('excel.requiredUnmapped', { fields: missing.join('、') })); return false; }
    return true;
  };

  const run = async (m: TImportMode | 'check') => {
    if (!ready() || !read) return;
    const id = newJobId();
    setJobId(id);
    setBusy(m === 'check' ? 'check' : 'import');
    if (m !== 'check') {
      setStep(3);
      // Without pushes (socket down) the bar still moves, slowly, until the answer arrives.
      setElapsedPct(0);
      timer.current = setInterval(() => setElapsedPct((p) => Math.min(95, p + Math.max(0.5, (95 - p) / 20))), 500);
    }
    try {
      const r = await confirmExcel(code, read.fileId, { colIndexMaps: maps, mode: m, sheetName: sheet, jobId: id, ...(removed.length > 0 && { skipRows: removed }) });
      if (m === 'check') {
        setCheck(r.result);
        setStep(2);
      } else {
        setOutcome(r);
        if (!r.rejected) { message.success(r.result.failed ? r.msg : EXCEL_TEXT.IMPORT_OK); onImported?.(r.result); }
      }
    } catch {
      if (m !== 'check') setStep(2);
    } finally {
      if (timer.current) { clearInterval(timer.current); timer.current = null; }
      setBusy('');
    }
  };

  const removeRows = () => {
    if (selected.length === 0) { message.warning(EXCEL_TEXT.SELECT_ROWS); return; }
    setRemoved((r) => [...r, ...selected.map(Number)]);
    setSelected([]);
  };

  const percent = busy === 'import' ? Math.round(pushed ? Math.max(pushed.percent, 1) : elapsedPct) : 100;
  const errorColumns = [
    { title: t('excel.rowNo'), dataIndex: 'row', width: 80 },
    { title: t('excel.reason'), dataIndex: 'reasons', render: (r: string[]) => <Typography.Text type="danger">{r.join('；')}</Typography.Text> },
  ];
  const errorDownload = (r: TImportResult) => r.errorFileId && (
    <Button icon={<DownloadOutlined />} onClick={() => startDownload([r.errorFileId!])} data-testid="excel-error-download">
      {t('excel.downloadErrors')}
    </Button>
  );

  const steps = [
    { title: t('excel.stepUpload') }, { title: t('excel.stepMap') }, { title: t('excel.stepCheck') }, { title: t('excel.stepImport') },
  ];

  return (
    <Modal
      open={open}
      onCancel={busy === 'import' ? undefined : onClose}
      closable={busy !== 'import'}
      maskClosable={false}
      width="min(1100px, 94vw)"
      title={<Space><FileExcelOutlined style={{ color: '#217346' }} />{t('excel.importTitle')}</Space>}
      footer={null}
      destroyOnHidden
      data-testid="excel-import-wizard"
    >
      <Steps size="small" current={step} items={steps} style={{ marginBottom: 20 }} />

      {step === 0 && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Alert type="info" showIcon message={t('excel.uploadHint', { format: EXCEL_TEXT.DEFAULT_DATE_FORMAT })}
            action={<Button size="small" icon={<DownloadOutlined />} onClick={() => void downloadTemplate(code).catch((e: Error) => message.error(e.message))} data-testid="excel-template-download">{t('excel.downloadTemplate')}</Button>} />
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(f) => { setFile(f); setRead(null); setUploadPct(0); return false; }}
            onRemove={() => { setFile(null); setRead(null); }}
            fileList={file ? [{ uid: 'f', name: file.name, status: 'done' }] : []}
            data-testid="excel-upload"
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('excel.dropHere')}</p>
            <p className="ant-upload-hint">{t('excel.onlyXlsx')}</p>
          </Upload.Dragger>
          {busy === 'read' && uploadPct > 0 && uploadPct < 100 && <Progress percent={uploadPct} size="small" />}
          <div style={{ textAlign: 'right' }}>
            <Button type="primary" loading={busy === 'read'} onClick={() => void doRead()} data-testid="excel-read">{t('excel.read')}</Button>
          </div>
        </Space>
      )}

      {step === 1 && read && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Space wrap>
            <Typography.Text>{t('excel.file')}：{read.fileName}</Typography.Text>
            {read.sheets.length > 1 && (
              <Select value={sheet} style={{ width: 180 }} options={read.sheets.map((s) => ({ value: s, label: s }))}
                onChange={(s) => void doRead(s)} data-testid="excel-sheet" />
            )}
            <Tag color="blue">{t('excel.totalRows', { count: remaining })}</Tag>
          </Space>
          {missing.length > 0 && <Alert type="warning" showIcon message={t('excel.requiredUnmapped', { fields: missing.join('、') })} />}
          <div style={{ overflowX: 'auto' }}>
            <ResponsiveTable
              size="small"
              bordered
              pagination={false}
              scroll={{ x: 'max-content', y: 300 }}
              dataSource={rows}
              rowKey="key"
              rowSelection={{ selectedRowKeys: selected, onChange: setSelected, columnWidth: 40 }}
              locale={{ emptyText: <Empty description={EXCEL_TEXT.READ_FIRST} /> }}
              columns={[
                { title: t('excel.rowNo'), dataIndex: 'rowNumber', width: 64, fixed: 'left' },
                ...read.columnList.map((title, i) => ({
                  key: String(i),
                  width: 170,
                  title: (
                    <Space direction="vertical" size={4} style={{ width: '100%' }}>
                      <Typography.Text strong ellipsis style={{ maxWidth: 150 }}>{title || t('excel.column', { n: i + 1 })}</Typography.Text>
                      <Select
                        size="small"
                        allowClear
                        placeholder={t('excel.notImported')}
                        style={{ width: 150 }}
                        value={maps[String(i)]}
                        options={fieldOptions}
                        onChange={(k?: string) => setMaps((m) => assignColumn(m, i, k))}
                        data-testid={`excel-map-${i}`}
                      />
                    </Space>
                  ),
                  render: (_: unknown, r: { cells: readonly (string | null | undefined)[] }) => r.cells[i] ?? '',
                })),
              ]}
              data-testid="excel-preview"
            />
          </div>
          {read.total > (vo?.datas.length ?? 0) && <Typography.Text type="secondary">{t('excel.previewOnly', { count: vo?.datas.length ?? 0 })}</Typography.Text>}
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Space>
              <Button onClick={() => setStep(0)}>{t('excel.prev')}</Button>
              <Button icon={<DeleteOutlined />} onClick={removeRows} data-testid="excel-remove-rows">{t('excel.removeRows')}</Button>
            </Space>
            <Button type="primary" loading={busy === 'check'} onClick={() => void run('check')} data-testid="excel-check">{t('excel.check')}</Button>
          </Space>
        </Space>
      )}

      {step === 2 && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {check && (
            <Descriptions size="small" bordered column={3} items={[
              { key: 't', label: t('excel.total'), children: check.total },
              { key: 'v', label: t('excel.valid'), children: <Typography.Text type="success">{check.total - check.failed}</Typography.Text> },
              { key: 'f', label: t('excel.invalid'), children: <Typography.Text type={check.failed ? 'danger' : undefined}>{check.failed}</Typography.Text> },
            ]} />
          )}
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as TImportMode)} data-testid="excel-mode">
              <Radio value="all">{IMPORT_MODES.all}<Typography.Text type="secondary">（{t('excel.modeAllHint')}）</Typography.Text></Radio>
              {/* A target whose rows only make sense together (e.g. objectives) imports all or nothing. */}
              {!read?.allOrNothing && (
                <Radio value="valid">{IMPORT_MODES.valid}<Typography.Text type="secondary">（{t('excel.modeValidHint')}）</Typography.Text></Radio>
              )}
            </Radio.Group>
            <Space>
              <Button onClick={() => setStep(1)}>{t('excel.prev')}</Button>
              <Button type="primary" onClick={() => void run(mode)} data-testid="excel-confirm">{t('excel.confirmImport')}</Button>
            </Space>
          </Space>
          {check && (check.failed > 0 ? (
            <>
              <ResponsiveTable size="small" bordered rowKey="row" dataSource={check.errors} columns={errorColumns}
                pagination={{ pageSize: 6, size: 'small', showSizeChanger: false }} data-testid="excel-check-errors" />
              {errorDownload(check)}
            </>
          ) : <Alert type="success" showIcon message={t('excel.allValid')} />)}
        </Space>
      )}

      {step === 3 && (
        <div data-testid="excel-import-result">
          {busy === 'import' && (
            <div style={{ padding: '32px 24px' }}>
              <Progress percent={percent} status="active" data-testid="excel-progress" />
              <Typography.Text type="secondary">{pushed?.text || t('excel.importing')}</Typography.Text>
            </div>
          )}
          {outcome && (
            <Result
              style={{ padding: '8px 24px' }}
              status={outcome.rejected ? 'error' : outcome.result.failed ? 'warning' : 'success'}
              title={outcome.rejected ? outcome.msg : outcome.result.failed ? outcome.msg : EXCEL_TEXT.IMPORT_OK}
              subTitle={t('excel.summary', { imported: outcome.result.imported, failed: outcome.result.failed })}
              extra={<Space>{errorDownload(outcome.result)}<Button type="primary" onClick={onClose}>{t('excel.close')}</Button></Space>}
            >
              {outcome.result.notes.map((n) => <Alert key={n} type="info" showIcon message={n} style={{ marginBottom: 8 }} />)}
              {outcome.result.failed > 0 && (
                <ResponsiveTable size="small" bordered rowKey="row" dataSource={outcome.result.errors} columns={errorColumns}
                  pagination={{ pageSize: 5, size: 'small', showSizeChanger: false }} />
              )}
            </Result>
          )}
        </div>
      )}
    </Modal>
  );
}

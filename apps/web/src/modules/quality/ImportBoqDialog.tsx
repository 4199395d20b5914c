import { useEffect, useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Spin, Tag, Typography, Upload } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TBoqPreview } from '@ecms/shared';
import { uploadFile } from '../../api/files';
import { useApp } from '../../components/use-app';
import { importBoq, previewBoq, type ImportFactors } from './api';

const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const DISCIPLINE: Record<string, string> = { '01': '房屋建筑与装饰', '03': '通用安装', '04': '市政', '05': '园林绿化' };

/**
 * 导入清单: upload → preview (the data-compare dialog: the library's projects of the same name
 * beside what the file holds, sheets by title, 单位工程 with their totals, the first items with
 * their sheet and row) → the project factors → import. Nothing is stored before the confirm.
 */
export function ImportBoqDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: (projectId: string) => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const [fileId, setFileId] = useState('');
  const [preview, setPreview] = useState<TBoqPreview | null>(null);
  const [form] = Form.useForm<ImportFactors>();

  useEffect(() => { if (!open) { setBusy(false); setFileId(''); setPreview(null); form.resetFields(); } }, [open, form]);

  const onFile = async (file: File) => {
    setBusy(true);
    try {
      const [id] = await uploadFile(file, {}, () => undefined);
      setPreview(await previewBoq(id));
      setFileId(id);
    } catch { /* the request layer shows the server's message */ } finally { setBusy(false); }
    return false;
  };

  const confirm = async () => {
    const f = await form.validateFields();
    setBusy(true);
    try {
      const r = await importBoq(fileId, f);
      message.success(r.msg);
      onImported(r.data.id);
    } catch { /* shown by the request layer */ } finally { setBusy(false); }
  };

  return (
    <Modal
      open={open} onCancel={onClose} title={t('quality.imp.title')} width={1500} destroyOnHidden maskClosable={false} data-testid="qc-import-dialog"
      footer={preview ? (
        <Space>
          <Button onClick={() => { setPreview(null); setFileId(''); }}>{t('quality.imp.back')}</Button>
          <Button type="primary" loading={busy} onClick={confirm} data-testid="qc-import-confirm">{t('quality.imp.confirm')}</Button>
        </Space>
      ) : null}
    >
      {!preview && (
        <Spin spinning={busy} tip={t('quality.imp.reading')}>
          <Upload.Dragger accept=".xlsx" showUploadList={false} beforeUpload={onFile} data-testid="qc-import-upload">
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('quality.imp.drag')}</p>
            <p className="ant-upload-hint">{t('quality.imp.dragHint')}</p>
          </Upload.Dragger>
        </Spin>
      )}
      {preview && (
        <div data-testid="qc-import-preview">
          <Typography.Paragraph>
            <Typography.Text strong>{preview.project ?? preview.fileName}</Typography.Text>
            <Tag style={{ marginLeft: 8 }}>{t('quality.imp.stage')}：{preview.stage}</Tag>
            <Tag>{t('quality.imp.specVersion')}：{preview.specVersion === '2024' ? 'GB/T 50500-2024' : `GB 50500-${preview.specVersion}`}</Tag>
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col span={12}>
              <Typography.Title level={5}>{preview.existing.length ? t('quality.imp.existing') : t('quality.imp.existingNone')}</Typography.Title>
              <ResponsiveTable size="small" rowKey="id" pagination={false} scroll={{ y: 160 }} dataSource={preview.existing}
                columns={[
                  { title: t('quality.project'), dataIndex: 'name', ellipsis: true },
                  { title: t('quality.imp.total'), dataIndex: 'total', width: 160, align: 'right', render: money },
                  { title: t('quality.run.finished'), dataIndex: 'createdDate', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
                ]} />
              <Typography.Title level={5} style={{ marginTop: 12 }}>{t('quality.imp.sheets')}</Typography.Title>
              <ResponsiveTable size="small" rowKey="sheet" pagination={false} scroll={{ y: 220 }} dataSource={preview.sheets}
                columns={[
                  { title: t('quality.imp.sheets'), dataIndex: 'sheet', width: 150, ellipsis: true },
                  { title: t('quality.imp.table'), dataIndex: 'label', ellipsis: true, render: (v: string, r) => (r.table ? v : <Typography.Text type="secondary">{t('quality.imp.unrecognised')}</Typography.Text>) },
                  { title: t('quality.imp.unit'), dataIndex: 'unit', width: 130, ellipsis: true },
                  { title: t('quality.imp.rows'), dataIndex: 'rows', width: 70, align: 'right' },
                ]} />
            </Col>
            <Col span={12}>
              <Typography.Title level={5}>{t('quality.imp.spreadsheet')}</Typography.Title>
              <ResponsiveTable size="small" rowKey="name" pagination={false} dataSource={preview.units} data-testid="qc-import-units"
                columns={[
                  { title: t('quality.imp.units'), dataIndex: 'name', ellipsis: true },
                  { title: t('quality.imp.discipline'), dataIndex: 'discipline', width: 120, render: (d: string | null) => (d ? DISCIPLINE[d] ?? d : '') },
                  { title: t('quality.imp.sections'), dataIndex: 'sections', width: 60, align: 'right' },
                  { title: t('quality.imp.items'), dataIndex: 'items', width: 70, align: 'right' },
                  { title: t('quality.imp.total'), dataIndex: 'total', width: 140, align: 'right', render: money },
                ]} />
              <Typography.Title level={5} style={{ marginTop: 12 }}>{t('quality.imp.preview')}</Typography.Title>
              <ResponsiveTable size="small" rowKey={(r) => `${r.sheet}!${r.row}`} pagination={false} scroll={{ y: 200 }} dataSource={preview.items}
                columns={[
                  { title: t('quality.col.source'), width: 180, render: (_: unknown, r) => `${r.sheet} ${t('quality.col.row', { row: r.row })}` },
                  { title: '项目编码', dataIndex: 'code', width: 120 },
                  { title: '项目名称', dataIndex: 'name', ellipsis: true },
                  { title: '单位', dataIndex: 'unit', width: 56 },
                  { title: '工程量', dataIndex: 'qty', width: 90, align: 'right' },
                  { title: '合价', dataIndex: 'amount', width: 120, align: 'right', render: money },
                ]} />
            </Col>
          </Row>
          <Form form={form} layout="inline" style={{ marginTop: 16, rowGap: 8 }} initialValues={{ taxMethod: 'general' }}>
            <Form.Item name="area" label={t('quality.imp.area')}><InputNumber min={1} max={1e8} style={{ width: 140 }} data-testid="qc-import-area" /></Form.Item>
            <Form.Item name="kind2" label={t('quality.imp.kind2')}>
              <Select allowClear style={{ width: 120 }} options={['办公', '住宅', '学校', '医院', '商业', '厂房'].map((v) => ({ value: v, label: v }))} />
            </Form.Item>
            <Form.Item name="structure" label={t('quality.imp.structure')}>
              <Select allowClear style={{ width: 120 }} options={['框架', '框剪', '剪力墙', '砖混', '钢结构'].map((v) => ({ value: v, label: v }))} />
            </Form.Item>
            <Form.Item name="region" label={t('quality.imp.region')}><Input maxLength={50} style={{ width: 120 }} /></Form.Item>
            <Form.Item name="taxMethod" label={t('quality.imp.taxMethod')}>
              <Select style={{ width: 120 }} options={[{ value: 'general', label: t('quality.imp.general') }, { value: 'simple', label: t('quality.imp.simple') }]} />
            </Form.Item>
          </Form>
        </div>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Col, Drawer, Empty, Input, Modal, Popconfirm, Row, Select, Space, Spin, Tag, Tree, Typography, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, FileOutlined, FolderOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTreeNode } from '@ecms/shared';
import { uploadFile } from '../../api/files';
import { ResponsiveTable } from '../../components/list-page';
import { useCan } from '../../components/ledger';
import { useApp } from '../../components/use-app';
import {
  addProjectFile, applyPrice, exportProjectFullAttr, importIntoProject, PROJECT_FILES_KEY, projectDirectory, projectFiles, QC_PROJECTS_KEY, readPriceExcel,
  readProjectExcel, removeProjectFile, type ExcelSheets, type PriceRead, type ProjectFile, type ProjectFileKind,
} from './api';

const right = (a: string) => `quality:record:${a}`;
const KIND_COLOR: Record<string, string> = { boq: 'blue', price: 'green', other: 'default' };
const pct = (v: number | null) => (v === null ? '' : `${v > 0 ? '+' : ''}${(v * 100).toFixed(1)}%`);

type AntTreeNode = { key: string; title: string; icon: React.ReactNode; isLeaf: boolean; children: AntTreeNode[] };
const toAnt = (nodes: TTreeNode[]): AntTreeNode[] => nodes.map((n) => ({
  key: n.key, title: n.title, isLeaf: n.type !== 'folder' && !n.children.length,
  icon: n.type === 'folder' ? <FolderOutlined /> : n.type === 'file' ? (n.kind === 'other' ? <FileOutlined /> : <FileExcelOutlined />) : null,
  children: toAnt(n.children),
}));

/**
 * 工程文件 of one project: the folder tree (readDirectory), the files with their kind and the
 * 单位工程 an imported 清单 supplied, upload into a folder, read a workbook's sheets (readExcel),
 * import a 清单 workbook into the project (importExcel), compare a price file with the project's
 * 人材机 (readPriceExcel), and the full-attribute export.
 */
export function ProjectFilesDrawer({ projectId, projectName, open, onClose }: { projectId: string; projectName: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} width="min(1200px, 100vw)" title={`${t('quality.files.title')}：${projectName}`} destroyOnHidden data-testid="qc-files">
      {open && <ProjectFilesPanel projectId={projectId} projectName={projectName} />}
    </Drawer>
  );
}

/** The files of one project (the drawer's body; the cost-file page shows it on a page of its own). */
export function ProjectFilesPanel({ projectId, projectName }: { projectId: string; projectName: string }) {
  const open = true;
  const { t } = useTranslation();
  const can = useCan();
  const qc = useQueryClient();
  const { message } = useApp();
  const [kind, setKind] = useState<ProjectFileKind>('boq');
  const [folder, setFolder] = useState('');
  const [busy, setBusy] = useState(false);
  const [sheets, setSheets] = useState<(ExcelSheets & { file: string }) | null>(null);
  const [prices, setPrices] = useState<(PriceRead & { file: string; fileId: string }) | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const files = useQuery({ queryKey: [PROJECT_FILES_KEY, projectId], queryFn: () => projectFiles(projectId), enabled: open });
  const tree = useQuery({ queryKey: [PROJECT_FILES_KEY, projectId, 'tree'], queryFn: () => projectDirectory(projectId), enabled: open });
  const refresh = () => qc.invalidateQueries({ queryKey: [PROJECT_FILES_KEY, projectId] });

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try { await fn(); } catch { /* the request layer shows the server's message */ } finally { setBusy(false); }
  };
  const onFile = (file: File) => {
    void run(async () => {
      const [id] = await uploadFile(file, {}, () => undefined);
      const r = await addProjectFile(projectId, id, kind, folder);
      message.success(r.msg);
      await refresh();
    });
    return false;
  };
  const importFile = (f: ProjectFile) => run(async () => {
    const r = await importIntoProject(projectId, f.fileId);
    message.success(`${r.msg}：${r.data.units.map((u) => `${u.name}（${t(`quality.files.${u.action}`)}）`).join('、')}`);
    await Promise.all([refresh(), qc.invalidateQueries({ queryKey: [QC_PROJECTS_KEY] })]);
  });
  const canEdit = can(right('check'));

  return (
    <div data-testid="qc-files-panel">
      <Spin spinning={busy}>
        <Space wrap style={{ marginBottom: 12 }}>
          {canEdit && (<>
            <Select value={kind} onChange={setKind} style={{ width: 120 }} data-testid="qc-files-kind"
              options={(['boq', 'price', 'other'] as const).map((k) => ({ value: k, label: t(`quality.files.kind.${k}`) }))} />
            <Input value={folder} onChange={(e) => setFolder(e.target.value)} maxLength={200} placeholder={t('quality.files.folderHint')} style={{ width: 220 }} data-testid="qc-files-folder" />
            <Upload showUploadList={false} beforeUpload={onFile} accept={kind === 'other' ? undefined : '.xlsx'}>
              <Button icon={<UploadOutlined />} data-testid="qc-files-upload">{t('quality.files.upload')}</Button>
            </Upload>
          </>)}
          {can(right('export')) && (
            <Button icon={<DownloadOutlined />} onClick={() => void exportProjectFullAttr(projectId, projectName).catch((e: Error) => message.error(e.message))} data-testid="qc-files-export">
              {t('quality.files.export')}
            </Button>
          )}
        </Space>
        <Row gutter={16}>
          <Col xs={24} md={7}>
            <Typography.Title level={5}>{t('quality.files.tree')}</Typography.Title>
            {tree.data?.length
              ? <Tree showIcon defaultExpandAll treeData={toAnt(tree.data)} key={JSON.stringify(tree.data.map((n) => n.key))} data-testid="qc-files-tree" />
              : <Empty description={t('quality.files.none')} />}
          </Col>
          <Col xs={24} md={17}>
            <ResponsiveTable<ProjectFile>
              size="small" rowKey="id" loading={files.isLoading} pagination={false} dataSource={files.data ?? []} scroll={{ x: 760 }} data-testid="qc-files-list"
              columns={[
                { title: t('quality.files.name'), dataIndex: 'fileName', ellipsis: true },
                { title: t('quality.files.kindCol'), dataIndex: 'kind', width: 90, render: (k: string, f) => <Tag color={KIND_COLOR[k]}>{f.kindName}</Tag> },
                { title: t('quality.files.folder'), dataIndex: 'folder', width: 120, ellipsis: true },
                {
                  title: t('quality.files.units'), dataIndex: 'units', width: 180, render: (u: string[], f) => (u.length
                    ? <Space direction="vertical" size={0}><span>{u.join('、')}</span><Typography.Text type="secondary">GB{f.specVersion === '2024' ? '/T' : ''} 50500-{f.specVersion}</Typography.Text></Space>
                    : null),
                },
                {
                  title: t('quality.col.actions'), width: 210, fixed: 'right', render: (_: unknown, f) => (
                    <Space size={0} wrap>
                      {f.kind !== 'other' && (
                        <Button size="small" type="link" data-testid="qc-files-read"
                          onClick={() => run(async () => setSheets({ ...(await readProjectExcel(f.fileId)), file: f.fileName }))}>{t('quality.files.read')}</Button>
                      )}
                      {f.kind === 'boq' && canEdit && (
                        <Popconfirm title={t('quality.files.importConfirm')} onConfirm={() => importFile(f)}>
                          <Button size="small" type="link" data-testid="qc-files-import">{t('quality.files.import')}</Button>
                        </Popconfirm>
                      )}
                      {f.kind === 'price' && (
                        <Button size="small" type="link" data-testid="qc-files-compare"
                          onClick={() => run(async () => { setChosen([]); setPrices({ ...(await readPriceExcel(f.fileId, projectId)), file: f.fileName, fileId: f.fileId }); })}>{t('quality.files.compare')}</Button>
                      )}
                      {canEdit && (
                        <Popconfirm title={t('quality.files.removeConfirm')} onConfirm={() => run(async () => { await removeProjectFile(projectId, f.id); await refresh(); })}>
                          <Button size="small" type="link" danger>{t('quality.files.remove')}</Button>
                        </Popconfirm>
                      )}
                    </Space>
                  ),
                },
              ]}
            />
          </Col>
        </Row>
      </Spin>

      <Modal open={!!sheets} onCancel={() => setSheets(null)} footer={null} width="min(900px, 100vw)" title={sheets?.file} destroyOnHidden data-testid="qc-files-sheets">
        {sheets && (
          <>
            <Typography.Paragraph>{t('quality.imp.specVersion')}：{sheets.specVersion ? `GB${sheets.specVersion === '2024' ? '/T' : ''} 50500-${sheets.specVersion}` : t('quality.imp.unrecognised')}</Typography.Paragraph>
            <ResponsiveTable size="small" rowKey="sheet" pagination={false} scroll={{ y: 420 }} dataSource={sheets.sheets}
              columns={[
                { title: t('quality.imp.sheets'), dataIndex: 'sheet', width: 160, ellipsis: true },
                { title: t('quality.imp.table'), dataIndex: 'label', ellipsis: true, render: (v: string, r) => (r.table ? v : <Typography.Text type="secondary">{t('quality.imp.unrecognised')}</Typography.Text>) },
                { title: t('quality.imp.unit'), dataIndex: 'unit', width: 130, ellipsis: true },
                { title: t('quality.files.headerRow'), dataIndex: 'headerRow', width: 80, align: 'right' },
                { title: t('quality.imp.rows'), dataIndex: 'rows', width: 70, align: 'right' },
              ]} />
          </>
        )}
      </Modal>
      <Modal open={!!prices} onCancel={() => setPrices(null)} width="min(1000px, 100vw)" title={prices?.file} destroyOnHidden data-testid="qc-files-prices"
        footer={canEdit && prices ? (
          <Popconfirm title={t('quality.files.applyConfirm', { n: chosen.length || prices.compare.filter((c) => c.filePrice !== null && c.filePrice !== c.projectPrice).length })}
            onConfirm={() => run(async () => {
              const r = await applyPrice(projectId, prices.fileId, chosen.length ? chosen : undefined);
              message.success(t('quality.files.applied', { n: r.data.changed }));
              setChosen([]);
              setPrices({ ...(await readPriceExcel(prices.fileId, projectId)), file: prices.file, fileId: prices.fileId });
            })}>
            <Button type="primary" data-testid="qc-files-apply">{chosen.length ? t('quality.files.applyChosen') : t('quality.files.applyAll')}</Button>
          </Popconfirm>
        ) : null}>
        {prices && (
          <ResponsiveTable size="small" rowKey="lineId" pagination={false} scroll={{ y: 460, x: 760 }} dataSource={prices.compare}
            rowSelection={canEdit ? { selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as string[]), getCheckboxProps: (r) => ({ disabled: r.filePrice === null }) } : undefined}
            columns={[
              { title: t('quality.imp.unit'), dataIndex: 'unitName', width: 120, ellipsis: true },
              { title: t('quality.files.code'), dataIndex: 'code', width: 100 },
              { title: t('quality.files.name'), dataIndex: 'name', ellipsis: true },
              { title: t('quality.logical.measure'), dataIndex: 'unit', width: 60 },
              { title: t('quality.files.projectPrice'), dataIndex: 'projectPrice', width: 100, align: 'right' },
              { title: t('quality.files.filePrice'), dataIndex: 'filePrice', width: 100, align: 'right' },
              {
                title: t('quality.files.deviation'), dataIndex: 'deviation', width: 90, align: 'right',
                render: (v: number | null) => <Typography.Text type={v !== null && Math.abs(v) > 0.1 ? 'danger' : undefined}>{pct(v)}</Typography.Text>,
              },
            ]} />
        )}
      </Modal>
    </div>
  );
}

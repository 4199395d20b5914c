import { useCallback, useEffect, useReducer, useState } from 'react';
import { Alert, Button, Card, Modal, Result, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, CloudUploadOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import type { TFormModel } from '@ecms/shared';
import { HttpError } from '../../../api/http';
import { useApp } from '../../../components/use-app';
import { FormRenderer, type FormRendererProps } from '../../form';
import { fetchForm, publishForm, saveForm, type FormDetail } from '../api';
import { checkDesigner, designerReducer, fromModel, toModel, type Problem } from '../model';
import { Canvas } from '../components/Canvas';
import { Palette } from '../components/Palette';
import { PropsPanel, type FormMeta } from '../components/PropsPanel';
import '../designer.css';

export const FORM_LIST = '/sys-manager/model-form-manager';

/** Ask before leaving with unsaved edits: in-app navigation (router blocker) and closing the browser tab. */
function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('fd.designer.leaveTitle'),
      content: t('fd.designer.leaveContent'),
      okText: t('fd.designer.leave'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
  useEffect(() => {
    if (!dirty) return;
    const onBefore = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    window.addEventListener('beforeunload', onBefore);
    return () => window.removeEventListener('beforeunload', onBefore);
  }, [dirty]);
}

/** /sys-manager/dev-online?id=: loads the definition, then the designer. */
export function DesignerPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['fd-form', id], queryFn: () => fetchForm(id!), enabled: !!id, staleTime: 0, gcTime: 0 });
  if (!id) {
    return (
      <Card variant="borderless" className="ecms-card-fill">
        <Result status="info" title={t('fd.designer.noId')} extra={<Button type="primary" onClick={() => navigate(FORM_LIST)}>{t('fd.designer.toList')}</Button>} />
      </Card>
    );
  }
  if (query.isPending || !query.isFetchedAfterMount) return <Card variant="borderless" className="ecms-card-fill"><Spin style={{ display: 'block', margin: '80px auto' }} /></Card>;
  if (query.isError) {
    return (
      <Card variant="borderless" className="ecms-card-fill">
        <Result status="warning" title={query.error instanceof Error ? query.error.message : t('list.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />
      </Card>
    );
  }
  return <DesignerWorkbench key={id} initial={query.data} />;
}

const emptyValue: FormRendererProps['value'] = { values: {}, subTables: {} };

/** The three panes, toolbar and commands over one reducer holding the draft. */
export function DesignerWorkbench({ initial }: { initial: FormDetail }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [state, dispatch] = useReducer(designerReducer, initial.model, fromModel);
  const [meta, setMetaState] = useState<FormMeta>({ code: initial.code, name: initial.name, kind: initial.kind, groupId: initial.groupId, published: initial.currentVersion != null });
  const [metaDirty, setMetaDirty] = useState(false);
  const [version, setVersion] = useState(initial.currentVersion);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ model: TFormModel; value: FormRendererProps['value'] } | null>(null);
  const dirty = state.dirty || metaDirty;
  useUnsavedGuard(dirty);

  const setMeta = useCallback((p: Partial<FormMeta>) => { setMetaState((m) => ({ ...m, ...p })); setMetaDirty(true); }, []);

  const check = (): boolean => {
    const list = checkDesigner(state);
    setProblems(list);
    if (!meta.name.trim()) { message.error(t('fd.designer.nameRequired')); return false; }
    if (list.length) { message.error(t('fd.designer.fixProblems', { n: list.length })); return false; }
    return true;
  };

  const save = async () => {
    await saveForm({ id: initial.id, code: meta.code, name: meta.name.trim(), kind: meta.kind, groupId: meta.groupId, processCode: initial.processCode, model: toModel(state) });
    dispatch({ type: 'saved' });
    setMetaDirty(false);
    void qc.invalidateQueries({ queryKey: ['fd-forms'] });
  };

  const onSave = async () => {
    if (!check()) return;
    setBusy('save');
    try {
      await save();
      message.success(t('fd.designer.saved'));
    } catch { /* the client showed the server's message */ } finally { setBusy(null); }
  };

  const onPublish = async () => {
    setPublishError(null);
    if (!check()) return;
    setBusy('publish');
    try {
      if (dirty) await save();
      const v = await publishForm(initial.id);
      setVersion(v.version);
      setMetaState((m) => ({ ...m, published: true }));
      message.success(t('fd.designer.published', { version: v.version }));
      void qc.invalidateQueries({ queryKey: ['fd-forms'] });
    } catch (err) {
      // The server's refusal (a destructive change, an invalid model) is shown as it was written.
      if (err instanceof HttpError || err instanceof Error) setPublishError(err.message);
    } finally { setBusy(null); }
  };

  const selectProblem = (p: Problem) => {
    if (!p.uid) return;
    const isSub = state.subTables.some((s) => s.uid === p.uid);
    dispatch({ type: 'select', selection: { kind: isSub ? 'sub' : 'field', uid: p.uid } });
  };

  return (
    <Card variant="borderless" className="ecms-card-fill fd-page" styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%', padding: '10px 12px' } }} data-testid="fd-designer">
      <div className="ecms-toolbar" style={{ marginBottom: 8 }}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(FORM_LIST)} aria-label={t('fd.designer.back')} />
        <Typography.Title level={5} style={{ margin: 0 }} ellipsis data-testid="fd-title">{meta.name || meta.code}</Typography.Title>
        <Tag variant="filled">{meta.code}</Tag>
        {version ? <Tag color="blue" data-testid="fd-version">V{version}</Tag> : <Tag>{t('fd.list.unpublished')}</Tag>}
        {dirty && <Tag color="gold" data-testid="fd-dirty">{t('fd.designer.unsaved')}</Tag>}
        <span className="ecms-toolbar__spacer" />
        <Space wrap>
          <Button icon={<EyeOutlined />} onClick={() => setPreview({ model: toModel(state), value: emptyValue })} data-testid="fd-preview">{t('fd.designer.preview')}</Button>
          <Button icon={<SaveOutlined />} loading={busy === 'save'} disabled={!!busy} onClick={() => void onSave()} data-testid="fd-save">{t('fd.designer.save')}</Button>
          <Button type="primary" icon={<CloudUploadOutlined />} loading={busy === 'publish'} disabled={!!busy} onClick={() => void onPublish()} data-testid="fd-publish">
            {t('fd.designer.publish')}
          </Button>
        </Space>
      </div>
      {publishError && (
        <Alert type="error" showIcon closable onClose={() => setPublishError(null)} style={{ marginBottom: 8 }}
          title={<span style={{ whiteSpace: 'pre-wrap' }}>{t('fd.designer.publishFailed')}：{publishError}</span>} data-testid="fd-publish-error" />
      )}
      {problems.length > 0 && (
        <Alert type="warning" showIcon closable onClose={() => setProblems([])} style={{ marginBottom: 8 }} title={t('fd.designer.problems')} data-testid="fd-problems"
          description={(
            <ul className="fd-problems">
              {problems.map((p, i) => (
                <li key={i}>{p.uid ? <a onClick={() => selectProblem(p)}>{t(`fd.problem.${p.code}`, p.params)}</a> : t(`fd.problem.${p.code}`, p.params)}</li>
              ))}
            </ul>
          )} />
      )}
      <div className="fd-panes">
        <Palette dispatch={dispatch} />
        <Canvas sections={state.sections} subTables={state.subTables} selectedUid={state.selected?.uid ?? null} dispatch={dispatch} />
        <PropsPanel state={state} dispatch={dispatch} meta={meta} setMeta={setMeta} />
      </div>
      <Modal open={!!preview} title={t('fd.designer.previewTitle', { name: meta.name })} width={960} footer={null} onCancel={() => setPreview(null)} destroyOnHidden
        styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflow: 'auto' } }}>
        {preview && (
          <div data-testid="fd-preview-body">
            <FormRenderer model={preview.model} mode="edit" value={preview.value} onChange={(value) => setPreview((p) => (p ? { ...p, value } : p))} />
          </div>
        )}
      </Modal>
    </Card>
  );
}

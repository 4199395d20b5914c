import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Result, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import type { TFlowDefinitionTree } from '@ecms/shared';
import { fetchDefinition, publishDefinition, saveDefinition, type DefinitionBase, type DefinitionDetail } from '../../../api/wf-admin';
import { HttpError } from '../../../api/http';
import { useApp } from '../../../components/use-app';
import { emptyTree, toModel } from '../tree-ops';

import { PROCDEF_LIST, SETTING_TABS, settingFlowUrl, type SettingTab } from './url';

const TAB_TITLE: Record<SettingTab, string> = {
  'f-base-setting': 'baseSetting', 'f-flow-design': 'flowDesign', 'f-flow-step': 'flowStep', 'f-flow-notice': 'flowNotice', 'f-flow-expire-notice': 'expireNotice',
  'f-advance-setting': 'advanceSetting', 'f-form-manager': 'formManager', 'f-flow-data': 'flowData', 'f-leader-field': 'leaderField',
};

/** The page fills the content area exactly, so only the canvas (or the tab body) scrolls. */
export const FIXED_HEIGHT = { height: 'calc(100vh - 178px)', minHeight: 420 } as const;

/** What the tabs share: the definition being edited (base settings and tree), held here so switching tabs keeps edits. */
export interface SettingFlowCtx {
  id: string | null;
  base: DefinitionBase;
  setBase: (patch: Partial<DefinitionBase>) => void;
  tree: TFlowDefinitionTree;
  apply: (edit: (t: TFlowDefinitionTree) => TFlowDefinitionTree) => void;
}
export const useSettingFlow = () => useOutletContext<SettingFlowCtx>();

/**
 * /sys-manager/setting-flow → its first tab, keeping the ?id= of the definition. Without an id
 * (the 流程设置 menu) the list of flows: a blank 新建流程 editor is what its 新建 button opens.
 */
export function SettingFlowIndex() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <Navigate to={id ? settingFlowUrl('f-base-setting', id) : PROCDEF_LIST} replace />;
}

/** setting-flow: loads the definition named by ?id= (none: a new one) and hosts the tabs. */
export function SettingFlowPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['wf-def', id], queryFn: () => fetchDefinition(id!), enabled: !!id, staleTime: 0, gcTime: 0 });
  // Fresh data only: a cached copy from an earlier visit would start the editor on an old version.
  if (id && (query.isPending || !query.isFetchedAfterMount)) return <Card variant="borderless" className="ecms-card-fill"><Spin style={{ display: 'block', margin: '80px auto' }} /></Card>;
  if (id && query.isError) {
    return <Card variant="borderless" className="ecms-card-fill"><Result status="warning" title={query.error instanceof Error ? query.error.message : t('list.loadFailed')} /></Card>;
  }
  return <SettingFlowEditor key={id ?? 'new'} initial={id ? query.data ?? null : null} />;
}

function SettingFlowEditor({ initial }: { initial: DefinitionDetail | null }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [detail, setDetail] = useState(initial);
  const [base, setBaseState] = useState<DefinitionBase>(() => (initial
    ? { id: initial.id, code: initial.code, name: initial.name, category: initial.category, businessType: initial.businessType, flowType: initial.flowType, sort: initial.sort, remark: initial.remark }
    : { code: '', name: '', sort: 0 }));
  const [tree, setTree] = useState<TFlowDefinitionTree>(() => initial?.tree ?? emptyTree());
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const id = detail?.id ?? null;

  const apply = useCallback((edit: (t: TFlowDefinitionTree) => TFlowDefinitionTree) => {
    setTree((cur) => {
      const next = edit(cur);
      if (next !== cur) setDirty(true);
      return next;
    });
  }, []);
  const setBase = useCallback((patch: Partial<DefinitionBase>) => { setBaseState((b) => ({ ...b, ...patch })); setDirty(true); }, []);
  const ctx = useMemo<SettingFlowCtx>(() => ({ id, base, setBase, tree, apply }), [id, base, setBase, tree, apply]);

  const tab = SETTING_TABS.find((k) => location.pathname.endsWith(`/${k}`)) ?? 'f-base-setting';
  const baseMissing = !base.code.trim() || !base.name.trim();

  const refresh = async (defId: string) => {
    const fresh = await fetchDefinition(defId);
    setDetail(fresh);
    qc.setQueryData(['wf-def', defId], fresh);
    void qc.invalidateQueries({ queryKey: ['wf-defs'] });
    return fresh;
  };

  const save = async (): Promise<string | null> => {
    if (baseMissing) {
      message.error(base.code.trim() ? t('flowAdmin.setting.nameRequired') : t('flowAdmin.setting.codeRequired'));
      navigate(settingFlowUrl('f-base-setting', id));
      return null;
    }
    const saved = await saveDefinition({ ...base, id: id ?? undefined, draft: toModel(tree) });
    setDirty(false);
    if (!id) {
      message.success(t('flowAdmin.setting.created'));
      navigate(settingFlowUrl(tab, saved.id), { replace: true });
      return saved.id;
    }
    await refresh(id);
    return id;
  };

  const onSave = async () => {
    setBusy('save');
    try {
      if (await save()) message.success(t('flowAdmin.setting.saved'));
      setProblems([]);
    } catch { /* the client showed the server's message */ } finally {
      setBusy(null);
    }
  };

  const onPublish = async () => {
    setBusy('publish');
    setProblems([]);
    try {
      const defId = id ?? (await save());
      if (!defId) return;
      if (id && dirty) await saveDefinition({ ...base, id, draft: toModel(tree) });
      const v = await publishDefinition(defId, toModel(tree));
      setDirty(false);
      message.success(t('flowAdmin.setting.published', { version: v.version }));
      if (id) await refresh(defId);
    } catch (err) {
      if (err instanceof HttpError && err.kind === 'business') {
        const list = err.message.split('；').filter(Boolean);
        setProblems(list);
        message.error(t('flowAdmin.setting.publishFailedToast'));
      } else if (err instanceof Error) {
        message.error(err.message);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card variant="borderless" className="ecms-card-fill wf-setting" style={FIXED_HEIGHT} styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%', padding: '12px 16px' } }} data-testid="setting-flow-page">
      <div className="ecms-toolbar" style={{ marginBottom: 0 }}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate('/sys-manager/act-procdef')} aria-label={t('flowAdmin.setting.back')} />
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="setting-flow-title">
          {base.name || t('flowAdmin.setting.newFlow')}
        </Typography.Title>
        {detail?.currentVersion ? <Tag color="blue" data-testid="setting-flow-version">{t('flowAdmin.setting.version', { version: detail.currentVersion })}</Tag> : <Tag>{t('flowAdmin.setting.unpublished')}</Tag>}
        {detail?.draft && !dirty && <Tag color="orange">{t('flowAdmin.setting.draft')}</Tag>}
        {dirty && <Tag color="gold" data-testid="setting-flow-dirty">{t('flowAdmin.setting.unsaved')}</Tag>}
        <span className="ecms-toolbar__spacer" />
        <Space>
          <Button icon={<SaveOutlined />} loading={busy === 'save'} disabled={!!busy} onClick={() => void onSave()} data-testid="setting-flow-save">
            {t('flowAdmin.setting.save')}
          </Button>
          <Button type="primary" icon={<CloudUploadOutlined />} loading={busy === 'publish'} disabled={!!busy} onClick={() => void onPublish()} data-testid="setting-flow-publish">
            {t('flowAdmin.setting.publish')}
          </Button>
        </Space>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => navigate(settingFlowUrl(k as SettingTab, id))}
        items={SETTING_TABS.map((k) => ({ key: k, label: <span data-testid={`setting-tab-${k}`}>{t(`flowAdmin.route.${TAB_TITLE[k]}`)}</span> }))}
        style={{ marginBottom: 8 }}
      />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setProblems([])}
          style={{ marginBottom: 12 }}
          title={t('flowAdmin.setting.publishFailed')}
          description={<ul style={{ margin: 0, paddingLeft: 18 }}>{problems.map((p) => <li key={p}>{p}</li>)}</ul>}
          data-testid="publish-problems"
        />
      )}
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <Outlet context={ctx} />
      </div>
    </Card>
  );
}

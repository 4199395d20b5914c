import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Drawer, Form, Input, Popconfirm, Select, Space, Tag, Tooltip, TreeSelect } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FORM_CODE_RE, FORM_KINDS, type TFormKind } from '@ecms/shared';
import { queryDefinitions } from '../../../api/wf-admin';
import { type MenuRow, queryMenuTree, quiet } from '../../../api/sys';
import { USER_INFO_KEY } from '../../../app/hooks/use-user';
import { FormModal } from '../../../components/FormModal';
import { ListTable, SearchInput, useListPage, ResponsiveTable } from '../../../components/list-page';
import { DictSelect, dictLabel, useDict } from '../../../components/dict';
import { useApp } from '../../../components/use-app';
import { formatTime } from '../../flow-admin';
import { createFormMenu, deleteForm, fetchForm, saveForm, setFormStatus, queryForms, type FormRow, type FormVersionRow } from '../api';
import { fromModel, toModel } from '../model';

const KIND_COLOR: Record<TFormKind, string> = { form: 'blue', list: 'cyan', treegrid: 'purple' };

export const designerUrl = (id: string) => `/sys-manager/dev-online?id=${encodeURIComponent(id)}`;
export const versionUrl = (formId: string, version: number) => `/wf-form/${version}?formId=${encodeURIComponent(formId)}`;

/** Menus (not buttons) as TreeSelect options: where a form's entry may go. */
interface MenuOption { value: string; title: string; children?: MenuOption[] }
const menuOptions = (rows: MenuRow[]): MenuOption[] =>
  rows.filter((m) => m.type !== 'Button').map((m) => ({ value: String(m.id), title: m.name ?? '', children: m.children ? menuOptions(m.children) : undefined }));

interface MenuValues { parentId: string; name: string }

/** 生成菜单: puts a published form in the navigation under a chosen menu, with its button rights. */
function MenuModal({ form: row, onClose }: { form: FormRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const [f] = Form.useForm<MenuValues>();
  const menus = useQuery({ queryKey: ['sys-menu-tree'], queryFn: queryMenuTree, enabled: !!row });
  useEffect(() => { if (row) f.setFieldsValue({ parentId: undefined, name: row.name }); }, [row, f]);
  const make = useMutation({
    mutationFn: (v: MenuValues) => createFormMenu({ formId: row!.id, parentId: v.parentId, name: v.name.trim() }),
    onSuccess: (res) => {
      message.success(res.msg || t('fd.list.menuDone'));
      // The navigation comes with the user info: reload it so the new entry shows at once.
      void qc.invalidateQueries({ queryKey: [USER_INFO_KEY] });
      void qc.invalidateQueries({ queryKey: ['sys-menu-tree'] });
      onClose();
    },
  });
  return (
    <FormModal<MenuValues>
      open={!!row}
      title={t('fd.list.menuOf', { name: row?.name ?? '' })}
      form={f}
      onClose={onClose}
      saving={make.isPending}
      okTestId="fd-menu-ok"
      onFinish={(v) => void quiet(make.mutateAsync(v))}
    >
      <Form.Item name="parentId" label={t('fd.list.menuParent')} rules={[{ required: true, message: t('fd.list.menuParentRequired') }]}>
        <TreeSelect treeData={menuOptions(menus.data ?? [])} loading={menus.isLoading} showSearch treeNodeFilterProp="title"
          placeholder={t('fd.list.menuParentRequired')} data-testid="fd-menu-parent" />
      </Form.Item>
      <Form.Item name="name" label={t('fd.list.menuName')} rules={[{ required: true, whitespace: true, message: t('fd.list.nameRequired') }]}>
        <Input maxLength={50} data-testid="fd-menu-name" />
      </Form.Item>
    </FormModal>
  );
}

/** Versions of one form, newest first, each previewable. */
function VersionsDrawer({ form, onClose }: { form: FormRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['fd-form', form?.id, 'versions'], queryFn: () => fetchForm(form!.id), enabled: !!form });
  const rows = useMemo(() => [...(q.data?.versions ?? [])].sort((a, b) => b.version - a.version), [q.data]);
  return (
    <Drawer open={!!form} onClose={onClose} size={560} title={t('fd.list.versionsOf', { name: form?.name ?? '' })} destroyOnHidden data-testid="fd-versions">
      <ResponsiveTable<FormVersionRow>
        rowKey="version"
        size="small"
        loading={q.isPending}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('fd.list.noVersions') }}
        columns={[
          { title: t('fd.list.version'), dataIndex: 'version', width: 110, render: (v: number) => <Space size={4}>V{v}{v === q.data?.currentVersion && <Tag color="blue">{t('fd.list.current')}</Tag>}</Space> },
          { title: t('fd.list.publishedDate'), dataIndex: 'publishedDate', width: 160, render: formatTime },
          { title: t('fd.list.publishedBy'), dataIndex: 'publishedBy', render: (v) => v ?? '-' },
          {
            title: t('sys.actions'), width: 90,
            render: (_v, r) => (
              <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => navigate(versionUrl(form!.id, r.version))} data-testid={`fd-version-view-${r.version}`}>
                {t('fd.list.preview')}
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

interface CreateValues { code: string; name: string; kind: TFormKind; groupId?: string }

/** /sys-manager/model-form-manager: every online form; create, design, enable / disable, versions, delete. */
export function FormListPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const groups = useDict('form_group');
  const flows = useQuery({ queryKey: ['wf-defs', {}], queryFn: () => queryDefinitions({}), staleTime: 60_000 });
  const flowName = useMemo(() => new Map((flows.data ?? []).map((f) => [f.key, f.name])), [flows.data]);
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<TFormKind | undefined>();
  const [status, setStatus] = useState<0 | 1 | undefined>();
  const params = { 'name$like': keyword.trim() || undefined, kind, status };
  const { query, pagination, rows } = useListPage(['fd-forms'], queryForms, params);
  const [creating, setCreating] = useState(false);
  const [versionsOf, setVersionsOf] = useState<FormRow | null>(null);
  const [menuOf, setMenuOf] = useState<FormRow | null>(null);
  const [form] = Form.useForm<CreateValues>();

  const refresh = () => void qc.invalidateQueries({ queryKey: ['fd-forms'] });
  const create = useMutation({
    mutationFn: (v: CreateValues) => saveForm({ code: v.code.trim(), name: v.name.trim(), kind: v.kind, groupId: v.groupId ?? null, processCode: null, model: toModel(fromModel(null)) }),
    onSuccess: (d) => { message.success(t('fd.list.created')); setCreating(false); refresh(); navigate(designerUrl(d.id)); },
  });
  const toggle = useMutation({
    mutationFn: (r: FormRow) => setFormStatus(r.id, r.status === 1 ? 0 : 1),
    onSuccess: () => { message.success(t('fd.list.statusOk')); refresh(); },
  });
  const remove = useMutation({
    mutationFn: (r: FormRow) => deleteForm(r.id),
    onSuccess: () => { message.success(t('fd.list.deleted')); refresh(); },
  });

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="fd-list-page">
      <div className="ecms-toolbar">
        <SearchInput value={keyword} onChange={setKeyword} placeholder={t('fd.list.search')} width={220} testId="fd-list-search" />
        <Select allowClear style={{ width: 120 }} placeholder={t('fd.list.kind')} value={kind} onChange={setKind}
          options={FORM_KINDS.map((k) => ({ value: k, label: t(`fd.kind.${k}`) }))} />
        <Select allowClear style={{ width: 110 }} placeholder={t('fd.list.status')} value={status} onChange={setStatus}
          options={[{ value: 1, label: t('fd.list.enabled') }, { value: 0, label: t('fd.list.disabled') }]} />
        <span className="ecms-toolbar__spacer" />
        <Tooltip title={t('common.refresh')}><Button icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={() => void query.refetch()} /></Tooltip>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => { form.resetFields(); setCreating(true); }} data-testid="fd-list-new">{t('fd.list.new')}</Button>
      </div>
      <ListTable<FormRow>
        rowKey="id"
        dataSource={rows}
        loading={query.isFetching || toggle.isPending || remove.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        emptyText={t('fd.list.empty')}
        scroll={{ x: 1150 }}
        data-testid="fd-list-table"
        columns={[
          { title: t('fd.list.code'), dataIndex: 'code', width: 140, ellipsis: true },
          { title: t('fd.list.name'), dataIndex: 'name', width: 170, ellipsis: true, render: (v: string, r) => <a onClick={() => navigate(designerUrl(r.id))}>{v}</a> },
          { title: t('fd.list.kind'), dataIndex: 'kind', width: 80, render: (v: TFormKind) => <Tag color={KIND_COLOR[v]}>{t(`fd.kind.${v}`)}</Tag> },
          { title: t('fd.list.group'), dataIndex: 'groupId', width: 100, render: (v: string | null) => (v ? dictLabel(groups.data, v) || v : '-') },
          { title: t('fd.list.flow'), dataIndex: 'processCode', width: 130, ellipsis: true, render: (v: string | null) => (v ? flowName.get(v) ?? v : '-') },
          {
            title: t('fd.list.currentVersion'), dataIndex: 'currentVersion', width: 90,
            render: (v: number | null, r) => (v ? <Tag color="blue" data-testid={`fd-list-version-${r.code}`}>V{v}</Tag> : <Tag>{t('fd.list.unpublished')}</Tag>),
          },
          { title: t('fd.list.status'), dataIndex: 'status', width: 80, render: (v: number) => (v === 1 ? <Tag color="success">{t('fd.list.enabled')}</Tag> : <Tag>{t('fd.list.disabled')}</Tag>) },
          { title: t('fd.list.updated'), dataIndex: 'updatedDate', width: 140, render: formatTime },
          {
            title: t('sys.actions'), key: 'ops', width: 290, fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => navigate(designerUrl(r.id))} data-testid={`fd-list-design-${r.code}`}>{t('fd.list.design')}</Button>
                <Button type="link" size="small" onClick={() => setVersionsOf(r)} data-testid={`fd-list-versions-${r.code}`}>{t('fd.list.versions')}</Button>
                {r.currentVersion ? (
                  <Button type="link" size="small" onClick={() => setMenuOf(r)} data-testid={`fd-list-menu-${r.code}`}>{t('fd.list.menu')}</Button>
                ) : null}
                {r.status === 1 ? (
                  <Popconfirm title={t('fd.list.disableConfirm', { name: r.name })} onConfirm={() => quiet(toggle.mutateAsync(r))}>
                    <Button type="link" size="small" danger>{t('fd.list.disable')}</Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" size="small" onClick={() => void quiet(toggle.mutateAsync(r))}>{t('fd.list.enable')}</Button>
                )}
                <Popconfirm title={t('fd.list.deleteConfirm', { name: r.name })} onConfirm={() => quiet(remove.mutateAsync(r))}>
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('sys.delete')} data-testid={`fd-list-delete-${r.code}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <FormModal<CreateValues>
        open={creating}
        title={t('fd.list.new')}
        form={form}
        onClose={() => setCreating(false)}
        saving={create.isPending}
        okTestId="fd-create-ok"
        onFinish={(v) => void quiet(create.mutateAsync(v))}
      >
        <Form.Item name="code" label={t('fd.list.code')} extra={t('fd.list.codeHint')}
          rules={[{ required: true, message: t('fd.list.codeRequired') }, { pattern: FORM_CODE_RE, message: t('fd.list.codePattern') }]}>
          <Input maxLength={40} placeholder="purchase_apply" data-testid="fd-create-code" />
        </Form.Item>
        <Form.Item name="name" label={t('fd.list.name')} rules={[{ required: true, whitespace: true, message: t('fd.list.nameRequired') }]}>
          <Input maxLength={50} placeholder={t('fd.list.namePlaceholder')} data-testid="fd-create-name" />
        </Form.Item>
        <Form.Item name="kind" label={t('fd.list.kind')} initialValue="form" rules={[{ required: true }]}>
          <Select options={FORM_KINDS.map((k) => ({ value: k, label: t(`fd.kind.${k}`) }))} data-testid="fd-create-kind" />
        </Form.Item>
        <Form.Item name="groupId" label={t('fd.list.group')}>
          <DictSelect code="form_group" allowClear placeholder={t('fd.list.groupPlaceholder')} />
        </Form.Item>
      </FormModal>
      <VersionsDrawer form={versionsOf} onClose={() => setVersionsOf(null)} />
      <MenuModal form={menuOf} onClose={() => setMenuOf(null)} />
    </Card>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Checkbox, Form, Input, Popconfirm, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, ImportOutlined, KeyOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, UnlockOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { MESSAGES } from '@ecms/shared';
import {
  deleteUser,
  fetchStaffRanks,
  queryUsers,
  resetUserPassword,
  setUserStatus,
  unlockUser,
  type UserRow,
  quiet,
} from '../../../api/sys';
import { DeptTreeSelect } from '../../../components/dept';
import { useUserEditor, USERS_KEY } from '../components/UserEditor';
import { isLocked, showPassword } from '../components/password';
import { dictLabel, useDict } from '../../../components/dict';
import { ListTable, useListPage } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';
import { ExportButton } from '../../../components/ExportButton';

// The import wizard loads when first opened (it is not part of the list page's bundle).
const ImportWizard = lazy(() => import('../../excel').then((m) => ({ default: m.ImportWizard })));

type Search = { name?: string; loginName?: string; deptId?: string; includeChildren?: boolean; status?: number };

/** /sys-manager/user: search, list, create/edit drawer, reset password, enable/disable, unlock, delete. */
export function UserPage() {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const [searchForm] = Form.useForm<Search>();
  const [search, setSearch] = useState<Search>({ includeChildren: true });
  // A global-search hit opens this page with ?keyword=<login name>: show that person.
  const [urlParams] = useSearchParams();
  const keyword = urlParams.get('keyword') ?? '';
  useEffect(() => {
    if (!keyword) return;
    searchForm.setFieldsValue({ loginName: keyword });
    setSearch((s) => ({ ...s, loginName: keyword }));
  }, [keyword, searchForm]);
  const [selectedKeys, setSelectedKeys] = useState<React.Key[]>([]);
  const [importOpen, setImportOpen] = useState(false);
  const jobs = useDict('JOB');
  const ranks = useQuery({ queryKey: ['staff-ranks'], queryFn: fetchStaffRanks, staleTime: 5 * 60_000 });

  const params = {
    name$like: search.name?.trim() || undefined,
    loginName$like: search.loginName?.trim() || undefined,
    deptId: search.deptId,
    includeChildren: search.deptId ? Boolean(search.includeChildren) : undefined,
    status: search.status,
  };
  const list = useListPage<UserRow>([USERS_KEY], queryUsers, params);
  const refresh = () => void qc.invalidateQueries({ queryKey: [USERS_KEY] });
  const editor = useUserEditor();
  const openEdit = (u: UserRow | 'new') => editor.open(u, search.deptId);

  const status = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => setUserStatus(id, on ? 1 : 0),
    onSuccess: () => {
      message.success(MESSAGES.SET_OK);
      refresh();
    },
  });

  const resetPwd = (u: UserRow) =>
    modal.confirm({
      title: t('sys.user.resetConfirm', { name: u.name }),
      content: t('sys.user.resetHint'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const pwd = await resetUserPassword(u.id);
        if (pwd) showPassword(modal, t, u.name, pwd);
        else message.success(MESSAGES.SET_OK);
      },
    });

  const removeMany = () => {
    if (selectedKeys.length === 0) {
      message.warning(MESSAGES.SELECT_AT_LEAST_ONE);
      return;
    }
    modal.confirm({
      title: MESSAGES.CONFIRM_DELETE,
      content: t('sys.user.batchDeleteHint', { count: selectedKeys.length }),
      okType: 'danger',
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        let ok = 0;
        for (const id of selectedKeys) {
          try {
            await deleteUser(String(id));
            ok += 1;
          } catch {
            /* the client already showed why */
          }
        }
        if (ok) message.success(MESSAGES.DELETE_OK);
        setSelectedKeys([]);
        refresh();
      },
    });
  };

  const batchStatus = (on: boolean) => {
    if (selectedKeys.length === 0) {
      message.warning(MESSAGES.SELECT_AT_LEAST_ONE);
      return;
    }
    void Promise.allSettled(selectedKeys.map((id) => setUserStatus(String(id), on ? 1 : 0))).then(() => {
      message.success(MESSAGES.SET_OK);
      refresh();
    });
  };

  const rankLabel = (v: string | null | undefined) => (v ? (ranks.data?.find((r) => r.value === v || r.label === v)?.label ?? v) : '');

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="user-page">
      {importOpen && (
        <Suspense fallback={null}>
          <ImportWizard open targetCode="sys:user" onClose={() => setImportOpen(false)} onImported={refresh} />
        </Suspense>
      )}
      <Form form={searchForm} layout="inline" className="ecms-search-form" initialValues={{ includeChildren: true }} onFinish={(v) => setSearch({ ...v })}>
        <Form.Item name="name" label={t('sys.user.name')}>
          <Input allowClear placeholder={t('sys.user.searchName')} style={{ width: 150 }} data-testid="user-search-name" />
        </Form.Item>
        <Form.Item name="loginName" label={t('sys.user.loginName')}>
          <Input allowClear style={{ width: 150 }} data-testid="user-search-login" />
        </Form.Item>
        <Form.Item name="deptId" label={t('sys.user.dept')}>
          <DeptTreeSelect style={{ width: 180 }} data-testid="user-search-dept" />
        </Form.Item>
        <Form.Item name="includeChildren" valuePropName="checked">
          <Checkbox data-testid="user-search-children">{t('sys.org.includeChildren')}</Checkbox>
        </Form.Item>
        <Form.Item name="status" label={t('sys.status')}>
          <Select
            allowClear
            style={{ width: 100 }}
            placeholder={t('sys.all')}
            options={[
              { value: 1, label: t('sys.enabled') },
              { value: 0, label: t('sys.disabled') },
            ]}
            data-testid="user-search-status"
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="user-search-submit">
              {t('sys.search')}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                setSearch({ includeChildren: true });
              }}
              data-testid="user-search-reset"
            >
              {t('sys.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <div className="ecms-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void openEdit('new')} data-testid="user-add">
          {t('sys.user.add')}
        </Button>
        <Button onClick={() => batchStatus(true)} data-testid="user-batch-enable">
          {t('sys.user.batchEnable')}
        </Button>
        <Button onClick={() => batchStatus(false)} data-testid="user-batch-disable">
          {t('sys.user.batchDisable')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={removeMany} data-testid="user-batch-delete">
          {t('sys.batchDelete')}
        </Button>
        <Button icon={<ImportOutlined />} onClick={() => setImportOpen(true)} data-testid="user-import">
          {t('excel.import')}
        </Button>
        {/* What the list shows: the current filters (the server adds the data scope). */}
        <ExportButton code="sys:user" permission="sys:user:view" request={{ params }} fileName="用户列表" testId="user-export" />
        <span className="ecms-toolbar__spacer" />
        {selectedKeys.length > 0 && <Typography.Text type="secondary">{t('sys.selectedCount', { count: selectedKeys.length })}</Typography.Text>}
        <Tooltip title={t('common.refresh')}>
          <Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('common.refresh')} />
        </Tooltip>
      </div>
      <ListTable<UserRow>
        rowKey="id"
        list={list}
        rowSelection={{ selectedRowKeys: selectedKeys, onChange: setSelectedKeys }}
        data-testid="user-table"
        // Columns fit the window instead of squeezing names to three lines: the less used ones
        // show from 1200 px (xl) or 1600 px (xxl); the editor shows them all.
        columns={[
          { title: t('sys.user.loginName'), dataIndex: 'loginName', width: 130, fixed: 'left', ellipsis: true },
          { title: t('sys.user.name'), dataIndex: 'name', width: 96, ellipsis: true },
          { title: t('sys.user.dept'), dataIndex: 'deptName', width: 150, ellipsis: true },
          {
            title: t('sys.status'),
            dataIndex: 'status',
            width: 88,
            render: (v: number, r) => (
              <Space size={4}>
                <Switch
                  size="small"
                  checked={v !== 0}
                  loading={status.isPending && status.variables?.id === r.id}
                  onChange={(on) => status.mutate({ id: r.id, on })}
                  aria-label={`${t('sys.status')} ${r.name}`}
                  data-testid="user-status-switch"
                />
                {isLocked(r) && <Tag color="error">{t('sys.user.locked')}</Tag>}
              </Space>
            ),
          },
          { title: t('sys.user.no'), dataIndex: 'no', width: 90, responsive: ['xxl'] },
          { title: t('sys.user.job'), dataIndex: 'job', width: 110, ellipsis: true, render: (v: string) => dictLabel(jobs.data, v) },
          { title: t('sys.user.staffRank'), dataIndex: 'staffRank', width: 100, responsive: ['xxl'], render: (v: string) => rankLabel(v) },
          { title: t('sys.user.phone'), dataIndex: 'phone', width: 120, responsive: ['xl'] },
          { title: t('sys.user.roles'), dataIndex: 'roleNames', width: 140, ellipsis: true, responsive: ['xxl'] },
          {
            title: t('sys.user.lastLogin'),
            dataIndex: 'lastLoginDate',
            width: 150,
            responsive: ['xl'],
            render: (v: string) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-'),
          },
          {
            title: t('sys.actions'),
            key: 'ops',
            width: 230,
            fixed: 'right',
            render: (_v, r) => (
              <Space size={0} wrap={false}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => void openEdit(r)} data-testid="user-edit">
                  {t('sys.edit')}
                </Button>
                <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => resetPwd(r)} data-testid="user-reset-password">
                  {t('sys.user.resetPassword')}
                </Button>
                {isLocked(r) && (
                  <Button
                    type="link"
                    size="small"
                    icon={<UnlockOutlined />}
                    onClick={() =>
                      void quiet(
                        unlockUser(r.id).then(() => {
                          message.success(MESSAGES.SET_OK);
                          refresh();
                        }),
                      )
                    }
                    data-testid="user-unlock"
                  >
                    {t('sys.user.unlock')}
                  </Button>
                )}
                <Popconfirm
                  title={MESSAGES.CONFIRM_DELETE}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    quiet(deleteUser(r.id).then(() => {
                      message.success(MESSAGES.DELETE_OK);
                      refresh();
                    }))
                  }
                >
                  <Button type="link" size="small" danger data-testid="user-delete">
                    {t('sys.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editor.drawer}
    </Card>
  );
}

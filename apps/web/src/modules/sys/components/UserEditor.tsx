import { useState } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isMobile, MESSAGES } from '@ecms/shared';
import { fetchStaffRanks, queryRoles, queryUserRoleIds, saveUser, type UserRow } from '../../../api/sys';
import { DeptTreeSelect } from '../../../components/dept';
import { DictSelect } from '../../../components/dict';
import { useApp } from '../../../components/use-app';
import { showPassword } from './password';
import { requiredRule } from '../../../utils/validators';

export const USERS_KEY = 'sys-users';

type UserForm = {
  loginName: string;
  name: string;
  deptId: string;
  phone?: string;
  email?: string;
  no?: string;
  job?: string;
  staffRank?: string;
  roleIds?: string[];
  sort?: number;
};

/**
 * The create/edit user drawer (loginName, name, department, phone, e-mail, 工号, job (JOB dictionary),
 * staff rank, roles). A new user's generated password is shown once. Used by the user and organisation pages.
 */
export function useUserEditor() {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [form] = Form.useForm<UserForm>();
  const ranks = useQuery({ queryKey: ['staff-ranks'], queryFn: fetchStaffRanks, staleTime: 5 * 60_000, enabled: Boolean(editing) });
  const roles = useQuery({ queryKey: ['sys-roles-all'], queryFn: () => queryRoles(), staleTime: 60_000, enabled: Boolean(editing) });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: [USERS_KEY] });
    void qc.invalidateQueries({ queryKey: ['sys-org-users'] });
  };

  const save = useMutation({
    mutationFn: (v: UserForm) => {
      const old = editing !== 'new' && editing ? editing : undefined;
      return saveUser({ ...v, id: old?.id, version: old?.version });
    },
    onSuccess: (res, v) => {
      setEditing(null);
      refresh();
      if (res.password) showPassword(modal, t, v.name, res.password);
      else message.success(MESSAGES.SAVE_OK);
    },
  });

  const open = async (u: UserRow | 'new', deptId?: string) => {
    form.resetFields();
    setEditing(u);
    if (u === 'new') {
      form.setFieldsValue({ deptId, roleIds: [], sort: 0 });
      return;
    }
    form.setFieldsValue({
      loginName: u.loginName,
      name: u.name,
      deptId: u.deptId ?? undefined,
      phone: u.phone ?? '',
      email: u.email ?? '',
      no: u.no ?? '',
      job: u.job ?? undefined,
      staffRank: u.staffRank ?? undefined,
      roleIds: u.roleIds ?? [],
      sort: Number(u.sort ?? 0),
    });
    if (!u.roleIds) {
      try {
        form.setFieldsValue({ roleIds: await queryUserRoleIds(u.id) });
      } catch {
        /* the select stays empty; the server keeps roles when roleIds is absent */
      }
    }
  };

  const drawer = (
        <Drawer
          title={editing === 'new' ? t('sys.user.add') : t('sys.user.edit')}
          open={Boolean(editing)}
          onClose={() => setEditing(null)}
          size={520}
          destroyOnHidden
          forceRender
          data-testid="user-drawer"
          extra={
            <Space>
              <Button onClick={() => setEditing(null)}>{t('common.cancel')}</Button>
              <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="user-save">
                {t('common.save')}
              </Button>
            </Space>
          }
        >
          <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
            <Form.Item
              name="loginName"
              label={t('sys.user.loginName')}
              rules={[
                requiredRule(t, 'sys.user.loginName'),
                { pattern: /^[A-Za-z0-9_.@-]{2,50}$/, message: t('sys.user.loginNameRule') },
              ]}
            >
              <Input maxLength={50} autoComplete="off" data-testid="user-form-login" />
            </Form.Item>
            <Form.Item name="name" label={t('sys.user.name')} rules={[requiredRule(t, 'sys.user.name')]}>
              <Input maxLength={50} data-testid="user-form-name" />
            </Form.Item>
            <Form.Item name="deptId" label={t('sys.user.dept')} rules={[requiredRule(t, 'sys.user.dept', { whitespace: false })]}>
              <DeptTreeSelect data-testid="user-form-dept" />
            </Form.Item>
            <Space.Compact block style={{ gap: 12 }}>
              <Form.Item name="phone" label={t('sys.user.phone')} style={{ flex: 1 }} rules={[{ validator: (_r, v) => (!v || isMobile(String(v).trim()) ? Promise.resolve() : Promise.reject(new Error(MESSAGES.PHONE_INVALID))) }]}>
                <Input maxLength={20} data-testid="user-form-phone" />
              </Form.Item>
              <Form.Item name="email" label={t('sys.user.email')} style={{ flex: 1 }} rules={[{ type: 'email', message: t('profile.emailInvalid') }]}>
                <Input maxLength={100} data-testid="user-form-email" />
              </Form.Item>
            </Space.Compact>
            <Space.Compact block style={{ gap: 12 }}>
              <Form.Item name="no" label={t('sys.user.no')} style={{ flex: 1 }}>
                <Input maxLength={32} data-testid="user-form-no" />
              </Form.Item>
              <Form.Item name="job" label={t('sys.user.job')} style={{ flex: 1 }}>
                <DictSelect code="JOB" valueKey="label" data-testid="user-form-job" />
              </Form.Item>
            </Space.Compact>
            <Space.Compact block style={{ gap: 12 }}>
              <Form.Item name="staffRank" label={t('sys.user.staffRank')} style={{ flex: 1 }}>
                <Select
                  allowClear
                  loading={ranks.isPending}
                  placeholder={t('picker.pleaseSelect')}
                  options={(ranks.data ?? []).map((r) => ({ value: r.value, label: r.label }))}
                  data-testid="user-form-rank"
                />
              </Form.Item>
              <Form.Item name="sort" label={t('sys.sort')} style={{ flex: 1 }}>
                <InputNumber min={0} max={99999} style={{ width: '100%' }} />
              </Form.Item>
            </Space.Compact>
            <Form.Item name="roleIds" label={t('sys.user.roles')}>
              <Select
                mode="multiple"
                allowClear
                loading={roles.isPending}
                placeholder={t('picker.pleaseSelect')}
                showSearch={{ optionFilterProp: 'label' }}
                options={(roles.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }))}
                data-testid="user-form-roles"
              />
            </Form.Item>
            {editing === 'new' && <Typography.Text type="secondary">{t('sys.user.newPasswordHint')}</Typography.Text>}
          </Form>
        </Drawer>
  );
  return { open, drawer };
}

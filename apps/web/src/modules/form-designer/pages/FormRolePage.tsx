import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryRoles, quiet } from '../../../api/sys';
import { SearchInput } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';
import { fetchFormRoles, queryForms, saveFormRoles, type FormRow } from '../api';
import '../designer.css';

/** Roles allowed to use one form; empty means everyone who has the form's menu. */
function RolePicker({ form }: { form: FormRow }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const roles = useQuery({ queryKey: ['sys-roles-all'], queryFn: () => queryRoles() });
  const current = useQuery({ queryKey: ['fd-form-roles', form.id], queryFn: () => fetchFormRoles(form.id), staleTime: 0, gcTime: 0 });
  const [picked, setPicked] = useState<string[] | null>(null);
  useEffect(() => { if (current.data) setPicked(current.data); }, [current.data]);
  const save = useMutation({
    mutationFn: () => saveFormRoles(form.id, picked ?? []),
    onSuccess: () => { message.success(t('fd.roles.saved')); void current.refetch(); },
  });
  const dirty = picked !== null && current.data !== undefined && (picked.length !== current.data.length || picked.some((id) => !current.data!.includes(id)));
  if (roles.isPending || current.isPending || picked === null) return <Spin style={{ display: 'block', margin: '60px auto' }} />;
  if (current.isError || roles.isError) return <Alert type="error" showIcon title={t('list.loadFailed')} action={<Button size="small" onClick={() => { void roles.refetch(); void current.refetch(); }}>{t('common.retry')}</Button>} />;
  const all = roles.data.rows;
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={picked.length ? t('fd.roles.limited', { n: picked.length }) : t('fd.roles.everyone')} />
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setPicked(all.map((r) => r.id))}>{t('fd.roles.all')}</Button>
        <Button size="small" onClick={() => setPicked([])}>{t('fd.roles.none')}</Button>
      </Space>
      <Checkbox.Group value={picked} onChange={(v) => setPicked(v as string[])} style={{ display: 'block' }} data-testid="fd-roles-group">
        <div className="fd-roles-grid">
          {all.map((r) => (
            <Checkbox key={r.id} value={r.id} data-testid={`fd-role-${r.code}`}>
              {r.name}<Typography.Text type="secondary" style={{ marginLeft: 4, fontSize: 12 }}>{r.code}</Typography.Text>
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
      <div style={{ marginTop: 16 }}>
        <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={save.isPending} onClick={() => void quiet(save.mutateAsync())} data-testid="fd-roles-save">
          {t('common.save')}
        </Button>
      </div>
    </>
  );
}

/** /sys-manager/model-role-manager: pick a form on the left, choose the roles that may use it. */
export function FormRolePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const forms = useQuery({ queryKey: ['fd-forms', 'all'], queryFn: () => queryForms({ pageNo: 1, pageSize: 1000, orderBy: 'updatedDate', order: 'desc' }) });
  const kw = keyword.trim().toLowerCase();
  const rows = useMemo(() => (forms.data?.rows ?? []).filter((f) => !kw || f.name.toLowerCase().includes(kw) || f.code.includes(kw)), [forms.data, kw]);
  const selectedId = params.get('formId') ?? rows[0]?.id;
  const selected = (forms.data?.rows ?? []).find((f) => f.id === selectedId);
  return (
    <div className="ecms-split" data-testid="fd-roles-page">
      <Card className="ecms-split__side" size="small" title={t('fd.roles.forms')}>
        <SearchInput value={keyword} onChange={setKeyword} placeholder={t('fd.list.search')} size="small" style={{ marginBottom: 8, width: '100%' }} />
        <List<FormRow>
          size="small"
          loading={forms.isPending}
          dataSource={rows}
          locale={{ emptyText: forms.isError ? t('list.loadFailed') : t('fd.list.empty') }}
          renderItem={(f) => (
            <List.Item
              className={`fd-roles-item${f.id === selectedId ? ' fd-roles-item--active' : ''}`}
              onClick={() => setParams({ formId: f.id }, { replace: true })}
              data-testid={`fd-roles-form-${f.code}`}
            >
              <span className="fd-roles-item__name">{f.name}</span>
              {f.status !== 1 && <Tag>{t('fd.list.disabled')}</Tag>}
            </List.Item>
          )}
        />
      </Card>
      <Card className="ecms-split__main" size="small" title={selected ? `${selected.name}（${selected.code}）` : t('fd.roles.pickForm')}>
        {selected ? <RolePicker key={selected.id} form={selected} /> : <Empty description={t('fd.roles.pickForm')} />}
      </Card>
    </div>
  );
}

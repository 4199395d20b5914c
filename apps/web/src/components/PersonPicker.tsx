import { useEffect, useMemo, useRef, useState } from 'react';
import { Avatar, Button, Checkbox, Empty, Input, Modal, Result, Segmented, Spin, Tabs, Tag, Tree, Typography } from 'antd';
import { DeleteOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DURATION, MESSAGES } from '@ecms/shared';
import { fetchStaffRanks, fetchUserBusiness, queryShareUsers, type ShareUserRow, type UserBusiness } from '../api/sys';
import { toTreeData, useShareDeptTree } from './dept';
import { activateOnKey, ResponsiveTable } from './list-page';
import { useApp } from './use-app';

export interface PickedUser {
  id: string;
  name: string;
  loginName?: string;
  deptName?: string | null;
  job?: string | null;
}

export interface PersonPickerProps {
  open: boolean;
  /** several people (default) or exactly one */
  multiple?: boolean;
  /** already chosen people shown in the selected area when the picker opens */
  value?: PickedUser[];
  title?: string;
  onOk: (users: PickedUser[]) => void;
  onCancel: () => void;
}

const PICKER_PAGE_SIZE = 200;
const ERROR_MS = DURATION.PERSON_PICKER_ERROR_S * 1000;

const toPicked = (u: ShareUserRow): PickedUser => ({ id: u.id, name: u.name, deptName: u.deptName, job: u.job });

/** Adds users to a selection without duplicates (by id); single mode keeps only the last one. */
export function mergeSelection(current: PickedUser[], add: PickedUser[], multiple: boolean): PickedUser[] {
  if (!multiple) return add.length ? [add[add.length - 1]] : current;
  const seen = new Set(current.map((u) => u.id));
  const out = [...current];
  for (const u of add) {
    if (seen.has(u.id)) continue;
    seen.add(u.id);
    out.push(u);
  }
  return out;
}

/**
 * Person picker (spec 1 §2.7, §5, §9): 800 px wide, 80 % high; tabs 部门 (department tree) and
 * 职级 (staff ranks); a search box; the user list; the selected-people area with remove.
 * Confirming with nobody selected keeps the dialog open and shows 请选中一个人员 for 15 s.
 */
export function PersonPicker({ open, multiple = true, value, title, onOk, onCancel }: PersonPickerProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [tab, setTab] = useState<'dept' | 'rank'>('dept');
  const [deptId, setDeptId] = useState<string | undefined>();
  const [rank, setRank] = useState<string | undefined>();
  const [deptKeyword, setDeptKeyword] = useState('');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<PickedUser[]>(value ?? []);
  const [error, setError] = useState(false);
  const [view, setView] = useState<'users' | 'business'>('users');
  const [focused, setFocused] = useState<ShareUserRow | null>(null);
  const errorTimer = useRef<number | undefined>(undefined);

  // a fresh selection each time the picker opens
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setSelected(value ?? []);
      setError(false);
    }
    wasOpen.current = open;
  }, [open, value]);
  useEffect(() => () => window.clearTimeout(errorTimer.current), []);

  const depts = useShareDeptTree(open);
  const ranks = useQuery({ queryKey: ['staff-ranks'], queryFn: fetchStaffRanks, staleTime: 5 * 60_000, enabled: open && tab === 'rank' });
  const rankItem = ranks.data?.find((r) => r.value === rank);
  const params = {
    name$like: keyword.trim() || undefined,
    ...(tab === 'dept' && deptId ? { deptId, includeChildren: true } : {}),
    // users hold a rank's value or (as in older data) its label: match either
    ...(tab === 'rank' && rankItem ? { staffRank$in: [...new Set([rankItem.value, rankItem.label])] } : {}),
  };
  const users = useQuery({
    queryKey: ['person-picker-users', params],
    queryFn: () => queryShareUsers({ params, pageNo: 1, pageSize: PICKER_PAGE_SIZE, orderBy: 'name', order: 'asc' }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const deptData = useMemo(() => toTreeData(depts.data ?? [], deptKeyword), [depts.data, deptKeyword]);
  const selectedIds = useMemo(() => new Set(selected.map((u) => u.id)), [selected]);
  const rows = users.data?.rows ?? [];

  const add = (list: PickedUser[]) => {
    setSelected((cur) => mergeSelection(cur, list, multiple));
    setError(false);
  };
  const remove = (id: string) => setSelected((cur) => cur.filter((u) => u.id !== id));
  const toggle = (u: ShareUserRow) => {
    setFocused(u);
    if (selectedIds.has(u.id) && multiple) remove(u.id);
    else add([toPicked(u)]);
  };
  const business = useQuery({
    queryKey: ['user-business', focused?.id],
    queryFn: () => fetchUserBusiness(focused!.id),
    enabled: open && view === 'business' && Boolean(focused),
  });

  const confirm = () => {
    if (selected.length === 0) {
      setError(true);
      message.error(MESSAGES.PERSON_REQUIRED, DURATION.PERSON_PICKER_ERROR_S);
      window.clearTimeout(errorTimer.current);
      errorTimer.current = window.setTimeout(() => setError(false), ERROR_MS);
      return;
    }
    onOk(selected);
  };

  const left =
    tab === 'dept' ? (
      <div className="ecms-picker__side-body">
        <Input
          size="small"
          allowClear
          placeholder={t('picker.searchDept')}
          value={deptKeyword}
          onChange={(e) => setDeptKeyword(e.target.value)}
          data-testid="person-picker-dept-search"
        />
        <div className="ecms-picker__scroll">
          {depts.isPending ? (
            <Spin style={{ display: 'block', marginTop: 24 }} />
          ) : depts.isError ? (
            <Typography.Link onClick={() => void depts.refetch()}>{t('list.loadFailed')}，{t('common.retry')}</Typography.Link>
          ) : (
            <Tree
              blockNode
              defaultExpandAll
              treeData={deptData}
              selectedKeys={deptId ? [deptId] : []}
              onSelect={(keys) => setDeptId(keys.length ? String(keys[0]) : undefined)}
              data-testid="person-picker-dept-tree"
            />
          )}
        </div>
      </div>
    ) : (
      <div className="ecms-picker__scroll" data-testid="person-picker-ranks">
        {ranks.isPending ? (
          <Spin style={{ display: 'block', marginTop: 24 }} />
        ) : (
          <div role="listbox" aria-label={t('picker.tabRank')} className="ecms-plain-list">
            {[{ value: '', label: t('picker.allRanks') }, ...(ranks.data ?? [])].map((r) => (
              <div
                key={r.value || 'all'}
                role="option"
                aria-selected={(rank ?? '') === r.value}
                className={`ecms-plain-list__item ecms-picker__rank${(rank ?? '') === r.value ? ' is-active' : ''}`}
                tabIndex={0}
                onClick={() => setRank(r.value || undefined)}
                onKeyDown={activateOnKey(() => setRank(r.value || undefined))}
                data-testid={`person-picker-rank-${r.value || 'all'}`}
              >
                {r.label}
              </div>
            ))}
          </div>
        )}
      </div>
    );

  return (
    <Modal
      title={title ?? t('picker.personTitle')}
      open={open}
      width={800}
      centered
      destroyOnHidden
      onCancel={onCancel}
      styles={{ body: { height: 'calc(80vh - 110px)', minHeight: 360, display: 'flex', flexDirection: 'column', gap: 8 } }}
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="person-picker-cancel">
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={confirm} data-testid="person-picker-ok">
          {t('common.ok')}
        </Button>,
      ]}
      data-testid="person-picker"
    >
      <div className="ecms-picker">
        <div className="ecms-picker__side">
          <Tabs
            size="small"
            activeKey={tab}
            onChange={(k) => setTab(k as 'dept' | 'rank')}
            items={[
              { key: 'dept', label: <span data-testid="person-picker-tab-dept">{t('picker.tabDept')}</span> },
              { key: 'rank', label: <span data-testid="person-picker-tab-rank">{t('picker.tabRank')}</span> },
            ]}
          />
          {left}
        </div>
        <div className="ecms-picker__main">
          <div className="ecms-picker__toolbar">
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder={t('picker.searchUser')}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              data-testid="person-picker-search"
            />
            {multiple && (
              <Button onClick={() => add(rows.map(toPicked))} disabled={rows.length === 0} data-testid="person-picker-add-all">
                {t('picker.addAll')}
              </Button>
            )}
          </div>
          <Segmented<'users' | 'business'>
            size="small"
            style={{ alignSelf: 'flex-start' }}
            value={view}
            onChange={setView}
            options={[
              { value: 'users', label: <span data-testid="person-picker-view-users">{t('picker.viewUsers')}</span> },
              {
                value: 'business',
                label: (
                  <span data-testid="person-picker-view-business">
                    {focused ? t('picker.viewBusinessOf', { name: focused.name }) : t('picker.viewBusiness')}
                  </span>
                ),
              },
            ]}
          />
          {view === 'business' ? (
            <div className="ecms-picker__scroll ecms-picker__users" data-testid="person-picker-business">
              {!focused ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.pickUserFirst')} />
              ) : (
                <ResponsiveTable<UserBusiness>
                  size="small"
                  rowKey={(r) => String(r.id ?? r.businessName ?? r.name)}
                  loading={business.isPending}
                  dataSource={business.data ?? []}
                  pagination={false}
                  locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.noBusiness')} /> }}
                  columns={[
                    { title: t('picker.businessName'), key: 'n', render: (_v, r) => r.businessName ?? r.name ?? '-' },
                    { title: t('picker.step'), key: 's', width: 140, render: (_v, r) => r.stepName ?? r.step ?? '-' },
                    { title: t('picker.dueDate'), dataIndex: 'dueDate', width: 120, render: (v: string | null) => v ?? '-' },
                  ]}
                />
              )}
            </div>
          ) : (
            <div className="ecms-picker__scroll ecms-picker__users" data-testid="person-picker-users">
              {users.isError ? (
                <Result status="warning" title={t('list.loadFailed')} extra={<Button onClick={() => void users.refetch()}>{t('common.retry')}</Button>} />
              ) : users.isPending ? (
                <Spin style={{ display: 'block', marginTop: 40 }} />
              ) : rows.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.noUsers')} />
              ) : (
                <div role="listbox" aria-label={t('picker.personTitle')} aria-multiselectable={multiple} className="ecms-plain-list">
                  {rows.map((u) => (
                    <div
                      key={u.id}
                      role="option"
                      aria-selected={selectedIds.has(u.id)}
                      className={`ecms-plain-list__item ecms-picker__user${selectedIds.has(u.id) ? ' is-selected' : ''}`}
                      tabIndex={0}
                      onClick={() => toggle(u)}
                      onKeyDown={activateOnKey(() => toggle(u))}
                      data-testid="person-picker-user"
                      data-user-id={u.id}
                    >
                      {multiple && <Checkbox checked={selectedIds.has(u.id)} style={{ marginRight: 8 }} />}
                      <Avatar size="small" icon={<UserOutlined />} style={{ marginRight: 8, flex: 'none' }} />
                      <span className="ecms-picker__user-name">{u.name}</span>
                      <Typography.Text type="secondary" ellipsis className="ecms-picker__user-meta">
                        {[u.deptName, u.job].filter(Boolean).join(' · ')}
                      </Typography.Text>
                    </div>
                  ))}
                </div>
              )}
            </div>
          )}
        </div>
      </div>
      <div className="ecms-picker__selected" data-testid="person-picker-selected">
        <div className="ecms-picker__selected-head">
          <span>{t('picker.selected', { count: selected.length })}</span>
          {selected.length > 0 && (
            <Button size="small" type="link" icon={<DeleteOutlined />} onClick={() => setSelected([])} data-testid="person-picker-clear">
              {t('picker.clear')}
            </Button>
          )}
        </div>
        <div className="ecms-picker__tags">
          {selected.length === 0 ? (
            <Typography.Text type="secondary">{t('picker.noneSelected')}</Typography.Text>
          ) : (
            selected.map((u) => (
              <Tag key={u.id} closable onClose={() => remove(u.id)} data-testid="person-picker-selected-item" data-user-id={u.id}>
                {u.name}
              </Tag>
            ))
          )}
        </div>
        {error && (
          <Typography.Text type="danger" data-testid="person-picker-error">
            {MESSAGES.PERSON_REQUIRED}
          </Typography.Text>
        )}
      </div>
    </Modal>
  );
}

import { useEffect, useRef } from 'react';
import { Card, Select, Space, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryProjects, SUP_KEYS, type TSupNode } from '../api';

/** The project picker of the records pages (the choice lives in ?businessId=, so a link or reload keeps it). */
export function useProjectChoice() {
  const [search, setSearch] = useSearchParams();
  const businessId = search.get('businessId') ?? '';
  const projects = useQuery({ queryKey: [SUP_KEYS.projects, 'picker'], queryFn: () => queryProjects({ pageSize: 200, orderBy: 'updatedDate', order: 'desc' }) });
  const choose = (v: string | undefined) => setSearch(v ? { businessId: v } : {});
  const name = projects.data?.rows.find((p) => p.id === businessId)?.name ?? '';
  return { businessId, projects, choose, name };
}

export function ProjectBar({ choice, allowAll, testId, extra }: {
  choice: ReturnType<typeof useProjectChoice>; allowAll?: boolean; testId: string; extra?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Space wrap size={12}>
        <span>{t('supervise.problem.project')}</span>
        <Select
          style={{ width: 300, maxWidth: 'calc(100vw - 140px)' }} showSearch optionFilterProp="label" allowClear={allowAll}
          placeholder={allowAll ? t('supRecords.portal.allProjects') : t('supervise.problem.chooseProject')}
          value={choice.businessId || undefined} loading={choice.projects.isPending} data-testid={testId}
          options={(choice.projects.data?.rows ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
          onChange={(v?: string) => choice.choose(v)}
        />
        {extra}
      </Space>
    </Card>
  );
}

export type TreeOption = { value: string; title: string; children?: TreeOption[] };
export const treeOptions = (nodes: TSupNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: treeOptions(n.children) }));

/** The browser's now as YYYY-MM-DD HH:mm:ss (the watermark's time). */
export const stamp = (d = new Date()) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** Narrow screens (phones): forms go full width, tables scroll. */
export const useNarrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 576px)').matches;

/**
 * Fills a dialog's form once per loaded version (`sig`, e.g. id:version): a background refetch of the same
 * version must not overwrite what the user is typing, while save-and-continue (a new version) reloads it.
 * `values` is built from the loaded record (null while loading); the ref remembers which version was applied.
 */
export function useFillForm<V>(form: FormInstance<V>, sig: string, values: Parameters<FormInstance<V>['setFieldsValue']>[0] | null) {
  const applied = useRef('');
  useEffect(() => {
    if (!values || !sig || applied.current === sig) return;
    applied.current = sig;
    form.setFieldsValue(values);
  }, [form, sig, values]);
}

import type { CSSProperties, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchStructure, queryProjects, SUP_KEYS, type TSupNode } from '../api';

type TreeOption = { value: string; title: string; children?: TreeOption[] };
export const treeOptions = (nodes: TSupNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: treeOptions(n.children) }));

/** The chosen project (?businessId=) and its structure tree, shared by the safety pages. */
export function useSafetyProject() {
  const [search, setSearch] = useSearchParams();
  const businessId = search.get('businessId') ?? '';
  const projects = useQuery({ queryKey: [SUP_KEYS.projects, 'picker'], queryFn: () => queryProjects({ pageSize: 200, orderBy: 'updatedDate', order: 'desc' }) });
  const structure = useQuery({ queryKey: ['sup-structure', businessId], queryFn: () => fetchStructure(businessId), enabled: !!businessId });
  const project = projects.data?.rows.find((p) => p.id === businessId);
  return { businessId, search, setSearch, projects, project, units: structure.data ?? [] };
}

/** The project picker above a safety ledger. */
export function SafetyProjectBar({ ctx, testId, extra }: { ctx: ReturnType<typeof useSafetyProject>; testId: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Space wrap size={16}>
        <span>{t('safety.project')}</span>
        <Select
          style={{ width: 300, maxWidth: '70vw' }} showSearch optionFilterProp="label" placeholder={t('safety.chooseProject')}
          value={ctx.businessId || undefined} loading={ctx.projects.isPending} data-testid={testId}
          options={(ctx.projects.data?.rows ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
          onChange={(v: string) => ctx.setSearch(v ? { businessId: v } : {})}
        />
        {extra}
      </Space>
    </Card>
  );
}

export const nowrap = (v: unknown) => <span style={{ whiteSpace: 'nowrap' }}>{v as string}</span>;

/*
 * A long free text (a stop-work reason) in a list cell: at most two lines, then …, the whole text on hover.
 * `ellipsis: true` cannot be used in these tables: ListTable lays them out automatically (scroll x: true),
 * where a one-line ellipsis cell takes its text's full width and pushes the columns after it under 操作.
 */
const CLAMP: CSSProperties = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' };
export const clamp2 = (v: unknown) => (v ? <div style={CLAMP} title={v as string}>{v as string}</div> : null);

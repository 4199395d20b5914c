import { Select, TreeSelect, type SelectProps, type TreeSelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchDict, fetchTreeDict, type DictOption } from '../api/sys';

const DICT_STALE_MS = 5 * 60_000;

/** Options of a dictionary (GET /share/bd/dict/{code}), cached per code. */
export function useDict(code: string | undefined) {
  return useQuery({
    queryKey: ['dict', code],
    queryFn: () => fetchDict(code as string),
    enabled: Boolean(code),
    staleTime: DICT_STALE_MS,
  });
}

/** Tree dictionary (GET /share/bd/treedict/{code}), cached per code. */
export function useTreeDict(code: string | undefined) {
  return useQuery({
    queryKey: ['treedict', code],
    queryFn: () => fetchTreeDict(code as string),
    enabled: Boolean(code),
    staleTime: DICT_STALE_MS,
  });
}

/** Label of a dictionary value (value shown as is when unknown). */
export function dictLabel(options: DictOption[] | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const hit = options?.find((o) => o.value === String(value));
  return hit ? hit.label : String(value);
}

export interface DictSelectProps extends Omit<SelectProps, 'options' | 'loading'> {
  code: string;
  /** which item field is the select's value: the item value (default) or its label (free-text fields such as 职务) */
  valueKey?: 'value' | 'label';
}

/** Select whose options come from a dictionary. */
export function DictSelect({ code, placeholder, valueKey = 'value', ...rest }: DictSelectProps) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useDict(code);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder ?? t('picker.pleaseSelect')}
      loading={isPending}
      status={isError ? 'warning' : undefined}
      notFoundContent={isError ? t('picker.dictFailed') : undefined}
      options={(data ?? []).map((o) => ({ value: o[valueKey], label: o.label, disabled: o.disabled }))}
      {...rest}
    />
  );
}

export interface TreeDictSelectProps extends Omit<TreeSelectProps, 'treeData' | 'loading'> {
  code: string;
}

type TreeOpt = { value: string; title: string; disabled?: boolean; children?: TreeOpt[] };
const toTreeData = (opts: DictOption[]): TreeOpt[] =>
  opts.map((o) => ({ value: o.value, title: o.label, disabled: o.disabled, children: o.children ? toTreeData(o.children) : undefined }));

/** TreeSelect whose nodes come from a tree dictionary. */
export function TreeDictSelect({ code, placeholder, ...rest }: TreeDictSelectProps) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useTreeDict(code);
  return (
    <TreeSelect
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={placeholder ?? t('picker.pleaseSelect')}
      loading={isPending}
      status={isError ? 'warning' : undefined}
      notFoundContent={isError ? t('picker.dictFailed') : undefined}
      treeData={toTreeData(data ?? [])}
      {...rest}
    />
  );
}

import type { TFormField, TFormModel } from '@ecms/shared';
import type { PageConfigContent, PageSearchCondition, PageTableColumn } from '../../api/forms';

/*
 * The page config of a form, derived from its published model the way the server derives
 * `form:<code>` page configs: listColumn fields become columns, searchable fields conditions.
 */

const FORMAT: Partial<Record<TFormField['type'], PageTableColumn['format']>> = {
  money: 'money', number: 'number', percent: 'percent', computed: 'computed', date: 'date', datetime: 'datetime', month: 'month', year: 'year',
  select: 'dict', multiSelect: 'multiDict', treeSelect: 'treeSelect', person: 'person', dept: 'dept', area: 'area', serial: 'serial',
};

export function fieldColumn(f: TFormField): PageTableColumn {
  // A ref cell shows the picked record's title, which the list answers beside the id (`<key>Name`).
  if (f.type === 'ref') return { key: `${f.key}Name`, title: f.label, width: f.width, format: 'text' };
  return { key: f.key, title: f.label, width: f.width, format: FORMAT[f.type] ?? 'text', dictCode: f.dictCode, precision: f.precision };
}

/** Search condition of a searchable field: text like, select eq, date and number ranges between. */
export function fieldCondition(f: TFormField): PageSearchCondition | null {
  switch (f.type) {
    case 'text': case 'textarea': case 'richText': case 'serial': case 'area':
      return { key: f.key, label: f.label, type: 'text' };
    case 'select': case 'multiSelect': case 'treeSelect':
      return { key: f.key, label: f.label, type: f.dictCode && f.type !== 'treeSelect' ? 'select' : 'text', dictCode: f.dictCode };
    case 'date': case 'datetime': case 'month': case 'year':
      return { key: f.key, label: f.label, type: 'dateRange', picker: f.type };
    case 'number': case 'money': case 'percent': case 'computed':
      return { key: f.key, label: f.label, type: 'numberRange' };
    case 'person':
      return { key: f.key, label: f.label, type: 'person' };
    case 'dept':
      return { key: f.key, label: f.label, type: 'dept' };
    default:
      return null;
  }
}

/**
 * What a form's page config carries in extraParams about the form itself (the server's
 * form:<code> config): settings of the page, not conditions of its list.
 */
const PAGE_SETTINGS = new Set(['formId', 'formCode', 'kind', 'processCode', 'businessType', 'treeLabelField', 'titleField', 'pageSize', 'pageSizeOptions']);

/** The fixed list conditions among a page config's extraParams. */
export function extraListParams(extra: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(extra ?? {}).filter(([k, v]) => !PAGE_SETTINGS.has(k) && v !== undefined));
}

export function pageConfigFromModel(formId: string, model: TFormModel): PageConfigContent {
  const fields = model.sections.flatMap((s) => s.fields);
  let listed = fields.filter((f) => f.listColumn && f.type !== 'attachment');
  // a form published without list columns still lists something: its first few plain fields
  if (!listed.length) listed = fields.filter((f) => f.type !== 'attachment' && f.type !== 'richText' && f.type !== 'textarea').slice(0, 6);
  const enc = encodeURIComponent(formId);
  return {
    forms: model,
    tableColumn: listed.map(fieldColumn),
    url: { list: `/b/form/${enc}/queryList`, save: `/b/form/${enc}/record`, startFlow: `/b/form/${enc}/record/saveAndStartFlow`, delete: `/b/form/${enc}/record`, export: `/b/form/${enc}/export` },
    extraParams: {},
    searchConditons: fields.filter((f) => f.searchable).map(fieldCondition).filter((c): c is PageSearchCondition => !!c),
  };
}

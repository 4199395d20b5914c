/**
 * Form-designer calls (docs/forms-excel-contract.md): form definitions and versions, who may use
 * a form, and code-generation rules.
 */
import type { TFormDefinition, TFormKind, TFormModel, TSerialRule } from '@ecms/shared';
import { http } from '../../api/http';
import type { ListRequest, ListResult } from '../../api/sys';

const enc = encodeURIComponent;

export type FormRow = Omit<TFormDefinition, 'model'> & { versionCount?: number };
export interface FormVersionRow { version: number; publishedDate: string; publishedBy: string | null }
export type FormDetail = TFormDefinition & { versions: FormVersionRow[] };
export interface FormSaveBody {
  id?: string;
  code: string;
  name: string;
  kind: TFormKind;
  groupId?: string | null;
  processCode?: string | null;
  model: TFormModel;
}
export type SerialRuleRow = TSerialRule & { id: string; updatedDate?: string };

const rowsOf = <T,>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

export async function queryForms(req: ListRequest): Promise<ListResult<FormRow>> {
  const res = await http.post<FormRow[]>('/a/form/definition/queryList', req);
  const rows = rowsOf<FormRow>(res.data);
  return { rows, total: res.total ?? rows.length };
}

export async function fetchForm(id: string): Promise<FormDetail> {
  const d = (await http.get<FormDetail>(`/a/form/definition/${enc(id)}`)).data;
  return { ...d, versions: d.versions ?? [] };
}

export async function saveForm(body: FormSaveBody): Promise<TFormDefinition> {
  return (await http.post<TFormDefinition>('/a/form/definition', body)).data;
}

/** Silent: the designer shows the server's refusal (e.g. a destructive change) verbatim in the page. */
export async function publishForm(id: string): Promise<{ version: number }> {
  return (await http.post<{ version: number }>(`/a/form/definition/${enc(id)}/publish`, {}, { silent: true })).data;
}

export async function fetchFormVersion(formId: string, version: number | string): Promise<TFormModel> {
  const d = (await http.get<TFormModel | { model: TFormModel }>(`/a/form/version/${enc(formId)}/${enc(String(version))}`)).data;
  // The contract names "the published model"; accept it bare or wrapped.
  return (d && 'sections' in d ? d : (d as { model: TFormModel }).model);
}

export async function setFormStatus(id: string, status: 0 | 1) {
  return http.put(`/a/form/definition/${enc(id)}/status`, { status });
}

/** The form's menu entry under `parentId` with its button rights (administrators; idempotent per form). */
export async function createFormMenu(body: { formId: string; parentId: string; name?: string }) {
  return http.post<{ menuId: string; url: string }>('/b/wf/form/auth/menu/createButtons', body);
}

export async function deleteForm(id: string) {
  return http.delete(`/a/form/definition/${enc(id)}`);
}

export async function fetchFormRoles(id: string): Promise<string[]> {
  const d = (await http.get<{ roleIds?: string[] }>(`/a/form/definition/${enc(id)}/roles`)).data;
  return d?.roleIds ?? [];
}

export async function saveFormRoles(id: string, roleIds: string[]) {
  return http.put(`/a/form/definition/${enc(id)}/roles`, { roleIds });
}

export async function querySerialRules(req: ListRequest = { pageNo: 1, pageSize: 1000, orderBy: 'code', order: 'asc' }): Promise<ListResult<SerialRuleRow>> {
  const res = await http.post<SerialRuleRow[]>('/a/codegen/rule/queryList', req);
  const rows = rowsOf<SerialRuleRow>(res.data);
  return { rows, total: res.total ?? rows.length };
}

export async function saveSerialRule(body: TSerialRule & { id?: string }) {
  return (await http.post<SerialRuleRow>('/a/codegen/rule', body)).data;
}

export async function deleteSerialRule(id: string) {
  return http.delete(`/a/codegen/rule/${enc(id)}`);
}

/** The number the rule would give next, without consuming it. */
export async function peekSerial(code: string): Promise<string> {
  return (await http.post<{ value: string }>(`/b/codegen/${enc(code)}/next?peek=1`, {})).data.value;
}

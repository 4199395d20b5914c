/**
 * Form-designer calls (docs/forms-excel-contract.md): form definitions and versions, who may use
 * a form (typed client of the shared formApi), and code-generation rules.
 */
import { formApi, type TFormDefinition, type TFormDefinitionDetail, type TFormDefinitionRow, type TFormModel, type TFormSaveBody, type TSerialRule } from '@ecms/shared';
import { http } from '../../api/http';
import { call, callEnvelope, callList } from '../../api/typed';
import type { ListRequest, ListResult } from '../../api/sys';

export type FormRow = TFormDefinitionRow;
export type FormDetail = TFormDefinitionDetail;
export type FormVersionRow = FormDetail['versions'][number];
export type FormSaveBody = TFormSaveBody;
export type SerialRuleRow = TSerialRule & { id: string; updatedDate?: string };

const enc = encodeURIComponent;
const rowsOf = <T,>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

export const queryForms = (req: ListRequest): Promise<ListResult<FormRow>> => callList(formApi.definitionList, { body: req });

export async function fetchForm(id: string): Promise<FormDetail> {
  const d = await call(formApi.definition, { params: { id } });
  return { ...d, versions: d.versions ?? [] };
}

export const saveForm = (body: FormSaveBody): Promise<TFormDefinition> =>
  call(formApi.saveDefinition, { body }) as Promise<TFormDefinition>;

/** Silent: the designer shows the server's refusal (e.g. a destructive change) verbatim in the page. */
export const publishForm = (id: string): Promise<{ version: number }> => call(formApi.publish, { params: { id } }, { silent: true });

/** The published model of a version. */
export async function fetchFormVersion(formId: string, version: number | string): Promise<TFormModel> {
  return (await call(formApi.version, { params: { formId, version: Number(version) } })).model;
}

export const setFormStatus = (id: string, status: 0 | 1) => call(formApi.setStatus, { params: { id }, body: { status } });

/** The form's menu entry under `parentId` with its button rights (administrators; idempotent per form). */
export const createFormMenu = (body: { formId: string; parentId: string; name?: string }) => callEnvelope(formApi.createButtons, { body });

export const deleteForm = (id: string) => call(formApi.removeDefinition, { params: { id } });

export async function fetchFormRoles(id: string): Promise<string[]> {
  return (await call(formApi.roles, { params: { id } })).roleIds;
}

export const saveFormRoles = (id: string, roleIds: string[]) => call(formApi.setRoles, { params: { id }, body: { roleIds } });

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

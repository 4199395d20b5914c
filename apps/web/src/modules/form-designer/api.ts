/**
 * Form-designer calls (docs/forms-excel-contract.md): form definitions and versions, who may use
 * a form (typed client of the shared formApi), and code-generation rules.
 */
import { codegenApi, formApi, type CallData, type TFormDefinition, type TFormDefinitionDetail, type TFormDefinitionRow, type TFormModel, type TFormSaveBody, type TSerialRule } from '@ecms/shared';
import { call, callEnvelope, callList } from '../../api/typed';
import type { ListRequest, ListResult } from '../../api/sys';

export type FormRow = TFormDefinitionRow;
export type FormDetail = TFormDefinitionDetail;
export type FormVersionRow = FormDetail['versions'][number];
export type FormSaveBody = TFormSaveBody;
/** A stored code-generation rule as the list answers it (with the server's example number). */
export type SerialRuleRow = CallData<typeof codegenApi.queryList>[number];

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

export const querySerialRules = (req: ListRequest = { pageNo: 1, pageSize: 1000, orderBy: 'code', order: 'asc' }): Promise<ListResult<SerialRuleRow>> =>
  callList(codegenApi.queryList, { body: req });

export const saveSerialRule = (body: TSerialRule & { id?: string }) => call(codegenApi.save, { body });

export const deleteSerialRule = (id: string) => call(codegenApi.remove, { params: { id } });

/** The number the rule would give next, without consuming it. */
export async function peekSerial(code: string): Promise<string> {
  return (await call(codegenApi.next, { params: { code }, query: { peek: '1' } })).value;
}

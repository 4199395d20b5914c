import type { TFieldPermission, TFormModel } from '@ecms/shared';

/*
 * Renders an online-form model with its values (create, edit, view; flow-node field permissions).
 * Placeholder with the final props: the form-runtime work replaces the body.
 */
export interface FormRendererProps {
  model: TFormModel;
  value: { values: Record<string, unknown>; subTables: Record<string, Record<string, unknown>[]> };
  onChange?: (next: FormRendererProps['value']) => void;
  mode: 'edit' | 'view';
  /** Per field key: hidden / readonly / editable (flow node); absent = editable in edit mode. */
  fieldPermissions?: Record<string, TFieldPermission>;
  /** Server validation errors to show on their fields. */
  errors?: { field: string; message: string }[];
}

export function FormRenderer({ model }: FormRendererProps) {
  return <div data-testid="form-renderer">{model.sections.map((s) => s.title).join(' / ')}</div>;
}

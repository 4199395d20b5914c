import { useQuery } from '@tanstack/react-query';
import { fetchFormMeta, fetchFormRecord, FORM_META_KEY, FORM_RECORD_KEY } from '../../api/forms';

/** The form's published model and the caller's rights on it. */
export function useFormMeta(formId: string | undefined) {
  return useQuery({ queryKey: [FORM_META_KEY, formId], queryFn: () => fetchFormMeta(formId!), enabled: !!formId, staleTime: 60_000, retry: false });
}

/** One record with its sub-table rows. */
export function useFormRecord(formId: string | undefined, id: string | null | undefined) {
  return useQuery({ queryKey: [FORM_RECORD_KEY, formId, id], queryFn: () => fetchFormRecord(formId!, id!), enabled: !!formId && !!id, retry: false });
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { HttpError } from '../../api/http';
import { useApp } from '../use-app';

/** The success toast: a fixed text, one computed from the answer, or none (false). */
export type SuccessToast<R, V> = string | false | ((result: R, vars: V) => string | false | undefined);

export interface CrudMutationOptions<V, R> {
  /** Any async call: a typed client's function or a hand-written one (`(body) => Promise<...>`). */
  mutationFn: (vars: V) => Promise<R>;
  /**
   * Toast on success. Omitted: the server's `msg` when the call answers with an envelope that has
   * one, else 保存成功. A string is shown as is (pages keep the spec's wording, e.g. 保存成功).
   */
  success?: SuccessToast<R, V>;
  /** Query keys (prefixes) refreshed after success, e.g. the list's key. */
  invalidate?: QueryKey[];
  /** Closes the dialog (or clears the selection) after success, before onSuccess. */
  close?: () => void;
  onSuccess?: (result: R, vars: V) => void;
  /**
   * Errors the http client did not show (a thrown Error, a call made with `silent`) are toasted
   * here; pass true when the page handles the rejection itself.
   */
  silentErrors?: boolean;
}

/** The server's message of an envelope-shaped answer, if any. */
export function serverMsg(result: unknown): string | undefined {
  if (result && typeof result === 'object' && 'msg' in result) {
    const msg = (result as { msg?: unknown }).msg;
    return typeof msg === 'string' && msg ? msg : undefined;
  }
  return undefined;
}

/**
 * A react-query mutation with the ledger wiring every page repeats: success toast, refresh of
 * the list (and any other keys), dialog closed. Business errors were already toasted by the http
 * client (spec §8), so only other failures are shown here.
 */
export function useCrudMutation<V = void, R = unknown>(options: CrudMutationOptions<V, R>) {
  const { message } = useApp();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { mutationFn, success, invalidate, close, onSuccess, silentErrors } = options;
  return useMutation<R, Error, V>({
    mutationFn,
    onSuccess: (result, vars) => {
      const text = typeof success === 'function' ? success(result, vars) : success ?? (serverMsg(result) || MESSAGES.SAVE_OK);
      if (text) message.success(text);
      for (const key of invalidate ?? []) void qc.invalidateQueries({ queryKey: key });
      close?.();
      onSuccess?.(result, vars);
    },
    onError: (err) => {
      if (silentErrors || err instanceof HttpError) return;
      message.error(err.message || t('http.unknownError'));
    },
  });
}

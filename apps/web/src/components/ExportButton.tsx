import { useState } from 'react';
import { Button } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../api/download';
import type { ListRequest } from '../api/sys';
import { useHasPermission } from '../app/hooks/use-user';
import { useApp } from './use-app';

/** The Excel export of every registered list (POST /b/excel/template/exportData, by list code). */
export const EXPORT_DATA_URL = '/b/excel/template/exportData';

export type ExportRequest = Pick<ListRequest, 'params' | 'orderBy' | 'order'>;

/** Posts a registered list's export with the page's filters and downloads the workbook. */
export function exportData(code: string, request: ExportRequest, fileName: string): Promise<void> {
  const { params, orderBy, order } = request;
  return downloadFile(EXPORT_DATA_URL, { method: 'POST', body: { code, fileName, params, orderBy, order }, fallbackName: `${fileName}.xlsx` });
}

export interface ExportButtonProps {
  /** What the list shows: its current filters and order (paging is ignored: every matching row is exported). */
  request: ExportRequest;
  /** File name without extension (the server adds a time stamp). */
  fileName: string;
  /** The list's export code (e.g. 'contract:database'); the server applies its filters, data scope and right. */
  code?: string;
  /** A list with an export call of its own (an online form's /b/form/{id}/export) instead of `code`. */
  download?: (request: ExportRequest, fileName: string) => Promise<void>;
  /** The right that shows the button (the one the server checks); none = any signed-in user. */
  permission?: string;
  /** The page already knows the right (e.g. a form's meta); overrides `permission`. */
  allowed?: boolean;
  size?: 'small' | 'middle';
  testId?: string;
}

/**
 * 导出: downloads the list as .xlsx with the page's current filters (what the user sees); the
 * server streams every matching row with Chinese headers, §9 formats and dictionary labels.
 * Hidden without the right; a refusal shows the server's message.
 */
export function ExportButton({ request, fileName, code, download, permission, allowed, size, testId = 'list-export' }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const granted = useHasPermission(permission);
  if (!(allowed ?? granted)) return null;
  const run = async () => {
    setBusy(true);
    try {
      if (download) await download(request, fileName);
      else if (code) await exportData(code, request, fileName);
    } catch (e) {
      message.error((e as Error).message || t('excel.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} icon={<ExportOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
      {t('excel.export')}
    </Button>
  );
}

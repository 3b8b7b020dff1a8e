import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

export type ExportKind = 'json' | 'injections' | 'checkins';

const exportPaths: Record<ExportKind, string> = {
  json: '/account/export',
  injections: '/account/export/injections.csv',
  checkins: '/account/export/checkins.csv',
};

const fallbackNames: Record<ExportKind, string> = {
  json: 'stride-export.json',
  injections: 'stride-injections.csv',
  checkins: 'stride-checkins.csv',
};

/**
 * GET /api/account/export (the whole account as JSON) or one of its CSVs, fetched with the
 * session token, with the file name the server suggests.
 */
export async function downloadExport(kind: ExportKind): Promise<DownloadedFile> {
  const file = await apiDownload(exportPaths[kind]);
  return { blob: file.blob, fileName: file.fileName ?? fallbackNames[kind] };
}

export function useDownloadExport() {
  return useMutation<DownloadedFile, ApiError, ExportKind>({
    mutationKey: ['settings', 'export'],
    mutationFn: downloadExport,
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';

export const dosesCsvFallbackName = 'stride-injections.csv';

/**
 * GET /api/account/export/injections.csv with the session token (a plain link could not send
 * X-Stride-Auth), saved from an object URL. Answers the file name it was saved as.
 */
export async function downloadDosesCsv(): Promise<string> {
  const file: DownloadedFile = await apiDownload('/account/export/injections.csv');
  const name = file.fileName ?? dosesCsvFallbackName;
  saveFile(file.blob, name);
  return name;
}

export function useDownloadDosesCsv() {
  return useMutation<string, ApiError>({ mutationFn: downloadDosesCsv });
}

import { runSheetResponseSchema, type RunSheet, type RunSheetKind } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { saveFile } from '@/lib/save-file';

export type RunSheetParams = Record<string, string>;

/** `GET /api/ops/run-sheets/:kind`: a captain's run of a day, a pickup manifest, a merchant's returns. */
export function useRunSheet(kind: RunSheetKind, params: RunSheetParams, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['run-sheets', kind, params, lang],
    queryFn: async ({ signal }): Promise<RunSheet> =>
      (await opsApi.get(`run-sheets/${kind}`, { schema: runSheetResponseSchema, query: params, signal }))
        .feed,
    enabled,
  });
}

/** The same sheet as an xlsx file (`/xlsx`), saved under the server's name. */
export async function downloadRunSheet(kind: RunSheetKind, params: RunSheetParams): Promise<void> {
  const file = await opsApi.download(`run-sheets/${kind}/xlsx`, { query: params });
  saveFile(file.blob, file.fileName ?? `${kind}.xlsx`);
}

import type { MissionPreviewType } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET mission/excel?id&type`: the mission's orders (1), their money (2) or its returns (3) as xlsx, saved. */
export async function downloadMissionExcel({
  id,
  code,
  type,
}: {
  id: number;
  code: string;
  type: MissionPreviewType;
}): Promise<void> {
  const file = await apiDownload('mission/excel', { query: { id, type } });
  saveFile(file.blob, file.fileName ?? `mission-${code}-${type}.xlsx`);
}

export function useDownloadMissionExcel() {
  return useMutation({ mutationFn: downloadMissionExcel });
}

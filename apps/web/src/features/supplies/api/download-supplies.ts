import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET supplies/export` (every supply) or `GET supplies/{id}/export` (one statement) as xlsx, saved. */
export async function downloadSupplies(id?: number): Promise<void> {
  const file = await apiDownload(id === undefined ? 'supplies/export' : `supplies/${id}/export`);
  saveFile(file.blob, file.fileName ?? (id === undefined ? 'supplies.xlsx' : `supply-${id}.xlsx`));
}

export function useDownloadSupplies() {
  return useMutation({ mutationFn: downloadSupplies });
}

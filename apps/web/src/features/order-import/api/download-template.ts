import type { Language } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET order/excel-template?lang=`: the xlsx template with the columns the upload reads. */
export async function downloadTemplate(lang: Language): Promise<void> {
  const file = await apiDownload('order/excel-template', { query: { lang } });
  saveFile(file.blob, file.fileName ?? `orders-template-${lang}.xlsx`);
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}

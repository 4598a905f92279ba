import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TransferProgress } from '@/lib/api-client';
import { ordersQueryRoot } from '../api/upload-keys';
import type { UploadCallOptions } from '../api/upload-orders';

export type UploadPhase = 'idle' | 'uploading' | 'processing' | 'done' | 'failed';

/** 0–100 from the bytes sent; null while the size is unknown. */
export function percentOf(progress: TransferProgress | null): number | null {
  if (!progress || !progress.total) return null;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

/**
 * One file upload with real progress (bytes sent), cancel, and the answer. Once every byte is sent the
 * phase turns to "processing": the server is reading the rows.
 */
export function useFileUpload<R>(upload: (file: File, options: UploadCallOptions) => Promise<R>) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ loaded: 0, total: file.size || null });
      return upload(file, { signal: abort.signal, onProgress: setProgress });
    },
    onSettled: () => {
      controller.current = null;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
  });

  const percent = percentOf(progress);
  const phase: UploadPhase = mutation.isPending
    ? percent !== null && percent >= 100
      ? 'processing'
      : 'uploading'
    : mutation.isSuccess
      ? 'done'
      : mutation.isError
        ? 'failed'
        : 'idle';

  return {
    phase,
    percent: percent ?? 0,
    result: mutation.data,
    error: mutation.error,
    start: (file: File) => mutation.mutateAsync(file).catch(() => undefined),
    cancel: () => controller.current?.abort(),
    reset: () => {
      controller.current?.abort();
      setProgress(null);
      mutation.reset();
    },
  };
}

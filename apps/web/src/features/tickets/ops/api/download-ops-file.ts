import { opsApi } from '@/lib/ops-api';

/** An attachment through the desk's authenticated route (`/api/ops/files/{id}`). */
export const downloadOpsFile = (url: string) => opsApi.download(url);

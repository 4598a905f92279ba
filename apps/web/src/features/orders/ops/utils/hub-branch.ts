import { useState } from 'react';
import { useOpsSession } from '@/lib/ops-session';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

type Stored = Record<string, number>;

const stored = (): Stored => {
  const value = readJson(storageKeys.hubBranches);
  return typeof value === 'object' && value !== null ? (value as Stored) : {};
};

/**
 * The branch whose hub a staff member scans at (issue 36 §3, decision 059): chosen once on the scan
 * panel, remembered in this browser per staff member, so two people sharing a hub's computer keep theirs.
 * '' is "no branch": the check then refuses no order for its branch.
 */
export function useHubBranch(): [string, (branchId: string) => void] {
  const staffId = useOpsSession()?.staffId;
  const owner = staffId === undefined ? null : String(staffId);
  const [value, setValue] = useState(() => {
    const id = owner === null ? undefined : stored()[owner];
    return typeof id === 'number' ? String(id) : '';
  });
  const choose = (branchId: string) => {
    setValue(branchId);
    if (owner === null) return;
    const all = stored();
    if (branchId) all[owner] = Number(branchId);
    else delete all[owner];
    writeJson(storageKeys.hubBranches, all);
  };
  return [value, choose];
}

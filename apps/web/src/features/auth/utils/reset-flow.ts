import { readJson, removeKey, storageKeys, writeJson } from '@/lib/storage';

/**
 * The forgot-password steps (/confirm-mobile → /otp → /change-password) carry the email, the masked
 * phone and the checked code in sessionStorage: it survives a reload of one step but not the tab.
 */
export interface ResetFlow {
  email: string;
  phone: string;
  /** When the last code was sent (ms), for the resend countdown. */
  sentAt: number;
  code?: string;
}

export function readResetFlow(): ResetFlow | null {
  const value = readJson(storageKeys.resetFlow, 'session');
  if (typeof value !== 'object' || value === null) return null;
  const flow = value as Partial<ResetFlow>;
  if (typeof flow.email !== 'string' || typeof flow.phone !== 'string' || typeof flow.sentAt !== 'number') {
    return null;
  }
  return flow as ResetFlow;
}

/** Starts (or restarts) the flow once a code was sent to `phone`. */
export function startResetFlow(email: string, phone: string): ResetFlow {
  const flow: ResetFlow = { email, phone, sentAt: Date.now() };
  writeResetFlow(flow);
  return flow;
}

export function writeResetFlow(flow: ResetFlow): void {
  writeJson(storageKeys.resetFlow, flow, 'session');
}

export function clearResetFlow(): void {
  removeKey(storageKeys.resetFlow, 'session');
}

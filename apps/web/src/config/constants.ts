import { defaultAmountCeiling } from '@courier/contracts';
/**
 * spec §9's constants, used only until `GET app-config` answers (the server owns the real values, so a
 * test server can shorten the idle timeout without a test-only branch in the app).
 */
export const fallbackAppConfig = {
  idle_timeout_ms: 1_800_000,
  idle_warning_ms: 60_000,
  connectivity_interval_ms: 2_000,
  starred_pages_limit: 10,
  branches_count: 50,
  amount_ceiling: defaultAmountCeiling,
} as const;

export type RuntimeConfig = { -readonly [K in keyof typeof fallbackAppConfig]: number };

/** How long the "resend code" button waits after a code was sent. */
export const otpResendSeconds = 60;

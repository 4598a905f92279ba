import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8 settings for a server whose database is the embedded PGlite (decision 002, amendment of
 * 2026-11-25; docs/quality.md P5, P6). Called once at start, before PGlite compiles its WebAssembly.
 *
 * - `--liftoff-only`: PGlite's PostgreSQL runs on V8's baseline WebAssembly compiler. Optimising its hot
 *   functions (TurboFan) took ~60 MB of compiler memory that the allocator keeps for the life of the
 *   process. The cost: PostgreSQL's own work is slower (a spreadsheet import ~25 %, a million-row scan
 *   ~40 %), though the export's total CPU came out even and a start costs ~0.4 s less.
 * - `--heap-growing-percent=50`: the JavaScript heap may grow by half its live size before a full
 *   collection, instead of V8's up-to-fourfold; an export's short-lived rows are collected before they
 *   pile up (same CPU in the export benchmark).
 * - `--expose-gc`: for `collectIfLean` below.
 *
 * The first two are read when used (the WebAssembly compile, each collection), so setting them at run
 * time works.
 * EMBEDDED_DB_TUNING=fast keeps V8's defaults; a server on PostgreSQL is never touched.
 */
export const leanEmbeddedFlags = ['--liftoff-only', '--heap-growing-percent=50', '--expose-gc'] as const;

export function tuneForEmbeddedDatabase(settings: {
  DATABASE_URL?: string | undefined;
  EMBEDDED_DB_TUNING: 'lean' | 'fast';
}): readonly string[] {
  if (settings.DATABASE_URL || settings.EMBEDDED_DB_TUNING !== 'lean') return [];
  for (const flag of leanEmbeddedFlags) setFlagsFromString(flag);
  // Only a context made after `--expose-gc` has V8's `gc`: the app's own globals stay without it.
  fullCollection = runInNewContext('typeof gc === "function" ? gc : undefined') as (() => void) | undefined;
  return leanEmbeddedFlags;
}

let fullCollection: (() => void) | undefined;

/**
 * A full collection of the JavaScript heap, with the lean settings on; otherwise nothing. A spreadsheet
 * import calls it between reading its rows and inserting them: the sheet's XML, strings and checks are
 * garbage by then, and without it they are still on the heap while the insert adds PostgreSQL's log and
 * buffers, which is the import's peak (P5's peak 291–304 → 282–283 MB, decision 002, amendment of
 * 2026-11-30, later). On PostgreSQL the server's peak is ~70 MB lower and V8 is left to its own timing.
 */
export function collectIfLean(): void {
  fullCollection?.();
}

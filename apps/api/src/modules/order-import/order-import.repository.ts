import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { areas, governorates } from '../../db/schema/geo';
import { orderImports } from '../../db/schema/orders';
import { placeAliases } from '../../db/schema/place-aliases';
import { importColumnMaps } from '../../db/schema/import-column-maps';
import { orderImportChunks } from '../../db/schema/order-import-chunks';

/** The only SQL of uploads: one row per uploaded file per client (its SHA-256 is unique per client). */

export type ImportState = 'done' | 'pending_correction';
export type ImportKind = 'plain' | 'smart' | 'store';

export interface NewImport {
  clientId: number;
  userId: number | null;
  fileHash: string;
  fileName: string;
  kind: ImportKind;
  state: ImportState;
  rowCount: number;
  /** What a waiting upload keeps: its `rows` are written apart, in chunks (decision 082). */
  pending: { rows: unknown[] } | null;
}

/**
 * Waiting rows per chunk, one statement each. 250: the 20,000-row benchmark's write added ~8 MB to the
 * server's RSS, against ~23 MB with 1,000 (decision 082).
 */
export const PENDING_ROWS_PER_CHUNK = 250;

/**
 * A waiting upload's `pending` with its rows put back: those of its chunks, in order, after any kept in
 * `pending` itself (an upload queued before the chunks kept its rows there).
 */
function withRows(pending: unknown, chunks: { rows: unknown[] }[]): unknown {
  if (pending === null || typeof pending !== 'object') return pending;
  const kept = (pending as { rows?: unknown[] }).rows ?? [];
  return { ...pending, rows: chunks.length === 0 ? kept : kept.concat(...chunks.map((c) => c.rows)) };
}

export function createOrderImportRepository(db: Db) {
  /** The rows of these uploads' chunks, in order, by upload. */
  async function chunksOf(importIds: number[], tx: Db = db): Promise<Map<number, { rows: unknown[] }[]>> {
    const byImport = new Map<number, { rows: unknown[] }[]>();
    if (importIds.length === 0) return byImport;
    const chunks = await tx
      .select({ importId: orderImportChunks.importId, rows: orderImportChunks.rows })
      .from(orderImportChunks)
      .where(inArray(orderImportChunks.importId, importIds))
      .orderBy(asc(orderImportChunks.importId), asc(orderImportChunks.chunk));
    for (const c of chunks) {
      const list = byImport.get(c.importId);
      if (list) list.push(c);
      else byImport.set(c.importId, [c]);
    }
    return byImport;
  }

  return {
    /** Whether this client already imported this file (a pending smart upload does not count). */
    async isImported(clientId: number, fileHash: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: orderImports.id })
        .from(orderImports)
        .where(
          and(
            eq(orderImports.clientId, clientId),
            eq(orderImports.fileHash, fileHash),
            eq(orderImports.state, 'done'),
          ),
        );
      return row !== undefined;
    },

    /**
     * Records a file, replacing a pending smart upload of the same file (the merchant uploaded it again
     * instead of correcting it). Null when the file was already imported: the unique (client, hash)
     * index decides, so two simultaneous uploads of one file cannot both get through.
     */
    async create(values: NewImport, tx: Db): Promise<number | null> {
      await tx
        .delete(orderImports)
        .where(
          and(
            eq(orderImports.clientId, values.clientId),
            eq(orderImports.fileHash, values.fileHash),
            eq(orderImports.state, 'pending_correction'),
          ),
        );
      const { pending } = values;
      const [row] = await tx
        .insert(orderImports)
        .values({ ...values, pending: pending && { ...pending, rows: [] } })
        .onConflictDoNothing({ target: [orderImports.clientId, orderImports.fileHash] })
        .returning({ id: orderImports.id });
      if (!row) return null;
      const rows = pending?.rows ?? [];
      for (let start = 0, chunk = 0; start < rows.length; start += PENDING_ROWS_PER_CHUNK, chunk++) {
        await tx
          .insert(orderImportChunks)
          .values({ importId: row.id, chunk, rows: rows.slice(start, start + PENDING_ROWS_PER_CHUNK) });
      }
      return row.id;
    },

    /** The client's import, locked until the transaction ends (one correction at a time). */
    async lock(clientId: number, id: number, tx: Db) {
      const [row] = await tx
        .select({ id: orderImports.id, state: orderImports.state, pending: orderImports.pending })
        .from(orderImports)
        .where(and(eq(orderImports.clientId, clientId), eq(orderImports.id, id)))
        .for('update');
      if (!row) return undefined;
      const chunks = (await chunksOf([row.id], tx)).get(row.id) ?? [];
      return { id: row.id, state: row.state as ImportState, pending: withRows(row.pending, chunks) };
    },

    /** The client's uploads waiting for corrections, newest first: one page, and how many there are. */
    async pending(clientId: number, page: { offset: number; limit: number }) {
      const waiting = and(eq(orderImports.clientId, clientId), eq(orderImports.state, 'pending_correction'));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: orderImports.id,
            fileName: orderImports.fileName,
            kind: orderImports.kind,
            createdAt: orderImports.createdAt,
            pending: orderImports.pending,
          })
          .from(orderImports)
          .where(waiting)
          .orderBy(desc(orderImports.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orderImports)
          .where(waiting),
      ]);
      const chunks = await chunksOf(rows.map((r) => r.id));
      return {
        rows: rows.map((r) => ({ ...r, pending: withRows(r.pending, chunks.get(r.id) ?? []) })),
        total: total?.n ?? 0,
      };
    },

    /** The client's column mappings (decision 070): by header signature, each header's field. */
    async columnMaps(clientId: number): Promise<Map<string, Record<string, string>>> {
      const rows = await db
        .select({ signature: importColumnMaps.signature, fields: importColumnMaps.fields })
        .from(importColumnMaps)
        .where(eq(importColumnMaps.clientId, clientId));
      return new Map(rows.map((r) => [r.signature, r.fields]));
    },

    /** Remembers a sheet's mapping; the same headers mapped again take the newest mapping. */
    async rememberColumnMap(clientId: number, signature: string, fields: Record<string, string>, now: Date) {
      await db
        .insert(importColumnMaps)
        .values({ clientId, signature, fields })
        .onConflictDoUpdate({
          target: [importColumnMaps.clientId, importColumnMaps.signature],
          set: { fields: sql`excluded.fields`, updatedAt: now },
        });
    },

    /** The client's learnt place names (decision 054), by normalised key. */
    async aliases(clientId: number): Promise<Map<string, { governorateId: number; areaId: number }>> {
      const rows = await db
        .select({
          key: placeAliases.key,
          governorateId: placeAliases.governorateId,
          areaId: placeAliases.areaId,
        })
        .from(placeAliases)
        .where(eq(placeAliases.clientId, clientId));
      return new Map(rows.map((r) => [r.key, { governorateId: r.governorateId, areaId: r.areaId }]));
    },

    /** Remembers the places a merchant picked; a text picked again takes its newest place. */
    async rememberAliases(
      clientId: number,
      entries: { key: string; text: string; governorateId: number; areaId: number }[],
      now: Date,
      tx: Db,
    ): Promise<void> {
      if (entries.length === 0) return;
      await tx
        .insert(placeAliases)
        .values(entries.map((e) => ({ ...e, clientId })))
        .onConflictDoUpdate({
          target: [placeAliases.clientId, placeAliases.key],
          set: {
            text: sql`excluded.text`,
            governorateId: sql`excluded.governorate_id`,
            areaId: sql`excluded.area_id`,
            updatedAt: now,
          },
        });
    },

    /** One page of the client's learnt place names, newest first, with their places' names. */
    async listAliases(clientId: number, page: { offset: number; limit: number }) {
      const mine = eq(placeAliases.clientId, clientId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: placeAliases.id,
            text: placeAliases.text,
            governorateId: placeAliases.governorateId,
            areaId: placeAliases.areaId,
            governorateAr: governorates.nameAr,
            governorateEn: governorates.nameEn,
            areaAr: areas.nameAr,
            areaEn: areas.nameEn,
            createdAt: placeAliases.createdAt,
          })
          .from(placeAliases)
          .innerJoin(governorates, eq(governorates.id, placeAliases.governorateId))
          .innerJoin(areas, eq(areas.id, placeAliases.areaId))
          .where(mine)
          .orderBy(desc(placeAliases.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(placeAliases)
          .where(mine),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Forgets one of the client's learnt names; false when it is not theirs (or gone). */
    async deleteAlias(clientId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(placeAliases)
        .where(and(eq(placeAliases.clientId, clientId), eq(placeAliases.id, id)))
        .returning({ id: placeAliases.id });
      return deleted.length > 0;
    },

    async markDone(id: number, rowCount: number, now: Date, tx: Db): Promise<void> {
      await tx.delete(orderImportChunks).where(eq(orderImportChunks.importId, id));
      await tx
        .update(orderImports)
        .set({ state: 'done', pending: null, rowCount, updatedAt: now })
        .where(eq(orderImports.id, id));
    },
  };
}

export type OrderImportRepository = ReturnType<typeof createOrderImportRepository>;

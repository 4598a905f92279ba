import type { Language } from '@courier/contracts';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withinBusinessDays } from '../../db/sql/time';
import { missionCounts, missions, missionVersions } from '../../db/schema/missions';
import {
  followable,
  listWhere,
  opsWhere,
  selectMissions,
  type MissionListFilter,
  type MissionRow,
  type OpsMissionFilter,
} from './missions-query.repository';

// The missions repository's reading part: the client's list pages (prepared, decision 035), counts,
// refresh markers and one mission; the export's batches; the staff desk's pages.

export function createMissionListsRepository(db: Db) {
  /*
   * The five screens' unfiltered lists (P9, decision 035): their page, total and refresh marker are built
   * once (per language for the page) and prepared by name, the types and statuses as array parameters, so a
   * request neither rebuilds them with the query builder (most of the server's CPU for a list) nor has
   * PostgreSQL plan them again. Filtered lists and refreshes keep the query builder.
   */
  const client = sql.placeholder('clientId');
  const listed = and(
    eq(missions.clientId, client),
    sql`${missions.type} = any(${sql.placeholder('types')}::smallint[])`,
    sql`${missions.status} = any(${sql.placeholder('statuses')}::smallint[])`,
  );
  const preparedPages = new Map<Language, ReturnType<typeof preparePage>>();
  function preparePage(lang: Language) {
    const ids = db
      .select({ id: missions.id })
      .from(missions)
      .where(listed)
      .orderBy(desc(missions.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return selectMissions(db, lang)
      .where(and(eq(missions.clientId, client), sql`${missions.id} = any(array(${ids}))`))
      .orderBy(desc(missions.id))
      .prepare(`missions_list_page_${lang}`);
  }
  const pageStatement = (lang: Language) => {
    let statement = preparedPages.get(lang);
    if (!statement) preparedPages.set(lang, (statement = preparePage(lang)));
    return statement;
  };
  const keptCount = db
    .select({ n: sql<number>`coalesce(sum(${missionCounts.count}), 0)::int` })
    .from(missionCounts)
    .where(
      and(
        eq(missionCounts.clientId, client),
        sql`${missionCounts.type} = any(${sql.placeholder('types')}::smallint[])`,
        sql`${missionCounts.status} = any(${sql.placeholder('statuses')}::smallint[])`,
      ),
    )
    .prepare('missions_list_kept_count');
  const newestChange = db
    .select({
      at: sql<
        string | null
      >`to_char(max(${missions.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(missions)
    .where(
      and(
        eq(missions.clientId, client),
        sql`${missions.type} = any(${sql.placeholder('types')}::smallint[])`,
      ),
    )
    .prepare('missions_list_newest_change');
  const versionStatement = db
    .select({
      v: sql<string>`coalesce(sum(${missionVersions.version}), 0)::text || ':' || coalesce(max(${missionVersions.epoch}), 0)::text`,
    })
    .from(missionVersions)
    .where(eq(missionVersions.clientId, client))
    .prepare('missions_version');
  /** Any truthy filter narrows the list in listWhere; such a list is built and counted as it comes. */
  const unfiltered = (list: MissionListFilter) =>
    !list.changedAfter && !Object.values(list.filters ?? {}).some(Boolean);

  return {
    /**
     * A page of the client's missions matching the list, newest first. The page's ids are picked first
     * (from the index alone: missions_client_id_list_idx holds type and status), and only those rows are
     * joined: with the joins in the same query, every row an OFFSET skips was joined too (decision 035).
     */
    async page(
      clientId: number,
      list: MissionListFilter,
      lang: Language,
      window: { offset: number; limit: number },
      tx: Db = db,
    ) {
      if (tx === db && unfiltered(list))
        return (await pageStatement(lang).execute({
          clientId,
          types: [...list.types],
          statuses: [...list.statuses],
          limit: window.limit,
          offset: window.offset,
        })) as MissionRow[];
      const ids = tx
        .select({ id: missions.id })
        .from(missions)
        .where(listWhere(clientId, list))
        .orderBy(desc(missions.id))
        .limit(window.limit)
        .offset(window.offset);
      // `= any(array(…))`, not `in (…)`: with `in`, the generic plan of the prepared statement expects a
      // tenth of the client's missions back and hash-joins all of them (240 ms instead of 0.5 ms).
      return (await selectMissions(tx, lang)
        .where(and(eq(missions.clientId, clientId), sql`${missions.id} = any(array(${ids}))`))
        .orderBy(desc(missions.id))) as MissionRow[];
    },

    /**
     * The version of what the client's mission pages show (decision 035, amendment): it changes with every
     * committed write to them, whoever makes it (triggers of migration 0028), as (sum of the slots' versions,
     * their newest epoch): the slots since migration 0031. No row yet: '0:0'.
     */
    async missionsVersion(clientId: number): Promise<string> {
      const [row] = await versionStatement.execute({ clientId });
      return row?.v ?? '0:0';
    },

    /**
     * How many missions match the list. Without filters or a refresh marker, from the counts the missions'
     * triggers keep per type, status and slot (decision 035; summed, so the slots need no grouping); otherwise
     * counted.
     */
    async count(clientId: number, list: MissionListFilter, tx: Db = db): Promise<number> {
      if (tx === db && unfiltered(list)) {
        const [kept] = await keptCount.execute({
          clientId,
          types: [...list.types],
          statuses: [...list.statuses],
        });
        return kept?.n ?? 0;
      }
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(missions)
        .where(listWhere(clientId, list));
      return row?.n ?? 0;
    },

    async find(clientId: number, id: number, lang: Language, tx: Db = db): Promise<MissionRow | undefined> {
      const [row] = (await selectMissions(tx, lang)
        .where(and(eq(missions.clientId, clientId), eq(missions.id, id)))
        .limit(1)) as MissionRow[];
      return row;
    },

    /** Ids only, for `left_ids`: the client's missions of these types changed after the marker. */
    async changedIds(
      clientId: number,
      types: readonly number[],
      changedAfter: string,
      tx: Db = db,
    ): Promise<number[]> {
      const rows = await tx
        .select({ id: missions.id })
        .from(missions)
        .where(followable(clientId, types, changedAfter))
        .limit(1_000);
      return rows.map((r) => r.id);
    },

    /** The newest change among the client's missions of these types, with microseconds (the refresh marker). */
    async maxUpdatedAt(clientId: number, types: readonly number[], tx: Db = db): Promise<string | null> {
      if (tx === db) {
        const [newest] = await newestChange.execute({ clientId, types: [...types] });
        return newest?.at ?? null;
      }
      const [row] = await tx
        .select({
          at: sql<
            string | null
          >`to_char(max(${missions.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(missions)
        .where(followable(clientId, types));
      return row?.at ?? null;
    },

    /**
     * One batch of an export: the client's missions of these types created between two Cairo days (both
     * included), by id after `afterId` (keyset), oldest first.
     */
    async exportBatch(
      clientId: number,
      range: { types: readonly number[]; from: string; to: string },
      afterId: number,
      limit: number,
      lang: Language,
      tx: Db = db,
    ) {
      return (await selectMissions(tx, lang)
        .where(
          and(
            followable(clientId, range.types),
            withinBusinessDays(missions.createdAt, range.from, range.to),
            gt(missions.id, afterId),
          ),
        )
        .orderBy(asc(missions.id))
        .limit(limit)) as MissionRow[];
    },

    // ---- The staff console's missions desk (issue 7 §3): every client's missions. ----

    /** A page of all clients' missions matching the desk's filters, newest first. */
    async opsPage(filter: OpsMissionFilter, lang: Language, window: { offset: number; limit: number }) {
      return (await selectMissions(db, lang)
        .where(opsWhere(filter))
        .orderBy(desc(missions.id))
        .limit(window.limit)
        .offset(window.offset)) as MissionRow[];
    },

    /** The desk's export (decision 060): up to `limit` matching missions after `afterId`, by id. */
    async opsExportBatch(filter: OpsMissionFilter, lang: Language, afterId: number, limit: number) {
      return (await selectMissions(db, lang)
        .where(and(opsWhere(filter), gt(missions.id, afterId)))
        .orderBy(asc(missions.id))
        .limit(limit)) as MissionRow[];
    },

    async opsCount(filter: OpsMissionFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(missions)
        .where(opsWhere(filter));
      return row?.n ?? 0;
    },

    /** The latest missions of one client, for the clients desk. */
    async latestOfClient(clientId: number, lang: Language, limit: number) {
      return (await selectMissions(db, lang)
        .where(eq(missions.clientId, clientId))
        .orderBy(desc(missions.id))
        .limit(limit)) as MissionRow[];
    },
  };
}

import { z } from 'zod';
import { normalizeDigits } from './digits';
import { pageQuerySchema } from './envelope';
import { missionStatuses } from './enums';
import { missionTypeCount } from './missions-form';
import type { MessageKey } from './messages';
import { isCalendarDay } from './business-day';
import { calendarDay, filterDate, filterId, filterText } from './orders';
import { cancelationReason, requiredId } from './rules';

/**
 * The requests of spec §7 "Missions" (queries and bodies), with the field names the spec uses; the add
 * form's body is in missions-form.ts. The API parses with them and the web app's forms use the same ones.
 */
const m = (key: MessageKey) => ({ error: key, abort: true });

/** An optional day filter that must also be a real day. */
const filterDay = () => filterDate().refine((v) => v === undefined || isCalendarDay(v), m('validation.date'));

/** One code or several (`2`, `"1,4"`, `[1, 4]`): the five list screens ask for a type list (missionLists). */
const filterCodes = (max: number) =>
  z
    .union(
      [z.number(), z.string().max(40), z.array(z.union([z.number(), z.string().max(4)])).max(10)],
      m('validation.invalid'),
    )
    .transform((v) =>
      (Array.isArray(v) ? v : String(v).split(','))
        .map((x) => normalizeDigits(String(x)).trim())
        .filter((x) => x.length > 0),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^\d{1,2}$/, m('validation.invalid'))
          .transform(Number)
          .pipe(z.number().min(1, m('validation.invalid')).max(max, m('validation.invalid'))),
      ),
    )
    .transform((list) => (list.length === 0 ? undefined : [...new Set(list)]))
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

const statusCount = Object.keys(missionStatuses).length;

/** `?id=` of a mission. */
export const missionIdQuerySchema = z.object({ id: requiredId() });
export type MissionIdQuery = z.infer<typeof missionIdQuerySchema>;

/** `POST mission/all` query: paging plus the incremental-refresh marker. */
export const missionListQuerySchema = pageQuerySchema.extend({
  max_mission_updated_at: z
    .string()
    .trim()
    .transform((v) => (v.length === 0 ? undefined : v))
    .pipe(z.iso.datetime({ offset: true, error: 'validation.date' }).optional())
    .optional(),
});
export type MissionListQuery = z.infer<typeof missionListQuerySchema>;

/**
 * `POST mission/all` body: the filters of spec §7, all optional, empty ignored. `type` and `status` take
 * one code or a list (the list screens send theirs from `missionLists`).
 */
export const missionListBodySchema = z
  .object({
    captain_id: filterId(),
    created_at: filterDay(),
    code: filterText(40),
    due_date: filterDay(),
    execution_date: filterDay(),
    status: filterCodes(statusCount),
    type: filterCodes(missionTypeCount),
  })
  .partial();
export type MissionListBody = z.infer<typeof missionListBodySchema>;

/** `POST mission/advanced-search-submit {code}`: a mission by its code (paged like a list). */
export const missionSearchBodySchema = z
  .object({
    code: z
      .union(
        [z.string(m('validation.required')), z.number(m('validation.required'))],
        m('validation.required'),
      )
      .transform((v) => normalizeDigits(String(v)).trim())
      .pipe(z.string().min(1, m('validation.required')).max(40, m('validation.tooLong'))),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(20),
  })
  .partial({ page: true, perPage: true });
export type MissionSearchBody = z.infer<typeof missionSearchBodySchema>;

/** `POST mission/terminate?id&reason_id`: the mission and a termination reason (reasons of type 6). */
export const terminateMissionQuerySchema = z.object({ id: requiredId(), reason_id: requiredId() });
export type TerminateMissionQuery = z.infer<typeof terminateMissionQuerySchema>;

/**
 * `POST mission/terminate` body `{reason}`: the reason in the client's words, required with at least 10
 * characters on every path (spec §5 cancelationReason, issue 41.2). The reason list is a help to pick a
 * kind, not a substitute for the words. A missing body is an empty one, so the field error names `reason`.
 */
export const terminateMissionBodySchema = z.preprocess(
  (v) => v ?? {},
  z.object({ reason: cancelationReason() }),
);
export type TerminateMissionBody = z.infer<typeof terminateMissionBodySchema>;

/**
 * The terminate dialog: pick a reason and say it in your words (spec §5 cancelationReason), whichever
 * reason is picked (decision 056): the list helps, it does not replace the words.
 */
export const terminateMissionFormSchema = z.object({ reason_id: requiredId(), reason: cancelationReason() });

/** `GET mission/mission-orders?id&page&perPage`. */
export const missionOrdersQuerySchema = missionIdQuerySchema.extend(pageQuerySchema.shape);

/**
 * `GET mission/previews?id&type` (spec §9: preview types 1, 2, 3) and `GET mission/excel?id&type`:
 * 1 the orders summary (count per status), 2 the money summary (amounts, shipping, net),
 * 3 the returns (the mission's returned parcels with their reasons). docs/decisions/009-missions.md.
 */
export const missionPreviewTypes = { orders: 1, money: 2, returns: 3 } as const;
export type MissionPreviewType = (typeof missionPreviewTypes)[keyof typeof missionPreviewTypes];
const previewType = () =>
  z.coerce
    .number(m('validation.required'))
    .int(m('validation.invalid'))
    .min(1, m('validation.invalid'))
    .max(3, m('validation.invalid'))
    .transform((v) => v as MissionPreviewType);
export const missionPreviewQuerySchema = z.object({ id: requiredId(), type: previewType() });
export const missionExcelQuerySchema = z.object({ id: requiredId(), type: previewType().default(1) });

/** `POST mission/export-my-missions (date_from, date_to)`: missions created in the range (Cairo days). */
export const exportMissionsBodySchema = z
  .object({ date_from: calendarDay(), date_to: calendarDay(), type: filterCodes(missionTypeCount) })
  .refine((v) => v.date_from <= v.date_to, { error: 'validation.dateRange', path: ['date_to'] });
export type ExportMissionsBody = z.infer<typeof exportMissionsBodySchema>;
/** The web app's report form validates with the same schema under this name. */
export const exportMissionsSchema = exportMissionsBodySchema;

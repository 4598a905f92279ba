import type {
  BranchInput,
  BranchListQuery,
  BranchRecord,
  CaptainInput,
  CaptainListQuery,
  CaptainRecord,
  Language,
  MessageKey,
  PageQuery,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { CaptainsRepository } from './captains.repository';

/** How many captains a select box offers; a desk's assign picker lists up to `assignLimit`. */
const selectLimit = 50;
const assignLimit = 500;

const pageOf = (q: PageQuery) => ({ offset: (q.page - 1) * q.perPage, limit: q.perPage });
const searchOf = (search: string | undefined) => search || undefined;
const invalid = (field: string, key: MessageKey) =>
  new AppError('VALIDATION_FAILED', { errors: { [field]: [key] } });

/**
 * Captains and branches (decision 058): the admins' edits (never a delete: `active` false), and the one
 * directory every captain and branch lookup reads, whichever URL serves it (the lookups module's spec
 * routes, the orders and missions desks' pickers). Deactivated captains are offered for nothing and
 * refused on every assignment (409 CAPTAIN_INACTIVE).
 */
export function createCaptainsService(deps: {
  captains: CaptainsRepository;
  clock: Clock;
  transaction: RunInTransaction;
}) {
  const repo = deps.captains;

  async function checkCaptain(body: CaptainInput, exceptId?: number) {
    if (!(await repo.branchExists(body.branch_id))) throw invalid('branch_id', 'captains.branchUnknown');
    const clash = await repo.captainClash({ phone: body.phone, nationalId: body.national_id }, exceptId);
    if (clash === 'phone') throw invalid('phone', 'captains.phoneTaken');
    if (clash === 'national_id') throw invalid('national_id', 'captains.nationalIdTaken');
  }
  const captainFields = (body: CaptainInput) => ({
    name: body.name,
    phone: body.phone,
    nationalId: body.national_id,
    branchId: body.branch_id,
    vehicle: body.vehicle ?? null,
    active: body.active,
  });
  async function captainOrNotFound(id: number, lang: Language): Promise<CaptainRecord> {
    const row = await repo.captainById(id, lang);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function checkBranch(body: BranchInput, exceptId?: number) {
    if (await repo.branchNameClash({ nameAr: body.name_ar, nameEn: body.name_en }, exceptId))
      throw invalid('name_en', 'branches.nameTaken');
    const governorateIds = [body.governorate_id, ...body.governorate_ids];
    if (!(await repo.placesExist(governorateIds, [])))
      throw invalid('governorate_ids', 'branches.placeUnknown');
    // An area is one of the branch's governorates' (a governorate with areas chosen is served in those only).
    if (body.area_ids.length > 0 && !(await repo.placesExist(governorateIds, body.area_ids)))
      throw invalid('area_ids', 'branches.placeUnknown');
  }
  async function saveBranch(id: number | null, body: BranchInput, lang: Language): Promise<BranchRecord> {
    if (id !== null && !(await repo.branchExists(id))) throw new AppError('NOT_FOUND');
    await checkBranch(body, id ?? undefined);
    const fields = {
      nameAr: body.name_ar,
      nameEn: body.name_en,
      phone: body.phone,
      address: body.address,
      governorateId: body.governorate_id,
      active: body.active,
    };
    const saved = await repo.saveBranch(
      deps.transaction,
      id,
      fields,
      { governorateIds: body.governorate_ids, areaIds: body.area_ids },
      deps.clock.now(),
    );
    if (saved === 'taken') throw invalid('name_en', 'branches.nameTaken');
    if (saved === null) throw new AppError('NOT_FOUND');
    return (await repo.branchById(saved, lang))!;
  }

  return {
    /* The directory: every lookup of both sides. */

    /** `captain/get`: every captain (active or not: a client filters its old orders by them), paged. */
    captains: (q: PageQuery & { search?: string | undefined }, lang: Language) =>
      repo.directory({ search: searchOf(q.search), activeOnly: false }, lang, pageOf(q), 'id'),
    /** `captain/selectCaptains`: the first 50 matching. */
    selectCaptains: (search: string | undefined, lang: Language) =>
      repo.directory(
        { search: searchOf(search), activeOnly: false },
        lang,
        { offset: 0, limit: selectLimit },
        'id',
      ),
    /** Who a desk may assign an order or a mission to: active captains, by name (both desks' pickers). */
    assignableCaptains: (lang: Language, search?: string) =>
      repo.directory(
        { search: searchOf(search), activeOnly: true },
        lang,
        { offset: 0, limit: assignLimit },
        'name',
      ),
    /**
     * Whether a captain a desk move names exists; one that exists but is deactivated is refused here for
     * every caller (409 CAPTAIN_INACTIVE), so no assignment path can skip the rule.
     */
    async captainExists(id: number): Promise<boolean> {
      const active = await repo.captainActive(id);
      if (active === false) throw new AppError('CAPTAIN_INACTIVE');
      return active === true;
    },
    /** `branch/get`: branches, searched and paged. */
    branches: (q: PageQuery & { search?: string | undefined }, lang: Language) =>
      repo.branchDirectory({ search: searchOf(q.search), activeOnly: false }, lang, pageOf(q)),

    /* The desk (admins write, ops read). */

    async list(q: CaptainListQuery, lang: Language) {
      const { rows, total } = await repo.captainList(
        { search: searchOf(q.search), branchId: q.branch_id, active: q.active },
        lang,
        pageOf(q),
      );
      return { feed: rows, feed_count: total };
    },

    async add(body: CaptainInput, lang: Language) {
      await checkCaptain(body);
      const id = await repo.insertCaptain(captainFields(body), deps.clock.now());
      if (id === 'taken') throw invalid('phone', 'captains.phoneTaken');
      return captainOrNotFound(id, lang);
    },

    async edit(id: number, body: CaptainInput, lang: Language) {
      await captainOrNotFound(id, lang);
      await checkCaptain(body, id);
      const done = await repo.updateCaptain(id, captainFields(body), deps.clock.now());
      if (done === 'taken') throw invalid('phone', 'captains.phoneTaken');
      return captainOrNotFound(id, lang);
    },

    async branchList(q: BranchListQuery, lang: Language) {
      const { rows, total } = await repo.branchList(
        { search: searchOf(q.search), active: q.active },
        lang,
        pageOf(q),
      );
      return { feed: rows, feed_count: total };
    },
    /** The areas of these governorates, for the branch form's area picker. */
    branchAreas: (governorateIds: number[], lang: Language) => repo.areasOf(governorateIds, lang),
    addBranch: (body: BranchInput, lang: Language) => saveBranch(null, body, lang),
    editBranch: (id: number, body: BranchInput, lang: Language) => saveBranch(id, body, lang),
  };
}

export type CaptainsService = ReturnType<typeof createCaptainsService>;

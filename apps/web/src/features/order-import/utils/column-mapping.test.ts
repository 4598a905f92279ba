import type { ImportColumnsMissing } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { columnsStepOf, initialColumnChoices, mappingBody, mappingProblems } from './column-mapping';

const step: ImportColumnsMissing = {
  headers: ['Consignee', 'Mob', '', 'Drop point', 'Goods', 'COD'],
  read_as: ['', '', '', '', '', 'collectedAmount'],
  missing: ['receiver', 'phone1', 'address', 'contentOrder'],
  fields: [
    { field: 'receiver', label: 'Receiver', required: true },
    { field: 'phone1', label: 'Phone', required: true },
    { field: 'government', label: 'Governorate', required: true },
    { field: 'area', label: 'Area', required: true },
    { field: 'address', label: 'Address', required: true },
    { field: 'contentOrder', label: 'Content', required: true },
    { field: 'collectedAmount', label: 'Amount', required: true },
    { field: 'notes', label: 'Notes', required: false },
  ],
};

describe('the smart upload’s column mapping (decision 070)', () => {
  it('reads the step from the 422 answer, and nothing from another error', () => {
    const missing = new ApiError(422, {
      success: 0,
      code: 'IMPORT_COLUMNS_MISSING',
      error_msg: 'These columns are missing',
      ...step,
    });
    expect(columnsStepOf(missing)).toEqual(step);
    expect(columnsStepOf(new ApiError(422, { success: 0, code: 'IMPORT_EMPTY', error_msg: 'x' }))).toBeNull();
    expect(columnsStepOf(new Error('x'))).toBeNull();
  });

  it('starts from what the server read, and names what is still missing or chosen twice', () => {
    const choices = initialColumnChoices(step);
    expect(choices).toEqual(['', '', '', '', '', 'collectedAmount']);
    expect(mappingProblems(step, choices).missing.map((f) => f.field)).toEqual([
      'receiver',
      'phone1',
      'address',
      'contentOrder',
    ]);
    const full = ['receiver', 'phone1', '', 'address', 'contentOrder', 'collectedAmount'];
    expect(mappingProblems(step, full)).toEqual({ missing: [], twice: [] });
    const twice = ['receiver', 'receiver', '', 'address', 'contentOrder', 'collectedAmount'];
    expect(mappingProblems(step, twice).twice.map((f) => f.field)).toEqual(['receiver']);
  });

  it('sends each named header with its field, unused ones as empty', () => {
    const full = ['receiver', 'phone1', '', 'address', 'contentOrder', ''];
    expect(mappingBody(step, full)).toEqual({
      Consignee: 'receiver',
      Mob: 'phone1',
      'Drop point': 'address',
      Goods: 'contentOrder',
      COD: '',
    });
  });
});

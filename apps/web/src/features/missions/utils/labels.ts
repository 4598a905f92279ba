import {
  missionStatusByCode,
  missionStatusLabelKey,
  missionTypeByCode,
  missionTypeLabelKey,
  translate,
  type Language,
} from '@courier/contracts';

/** A mission type's name from the shared catalog ("استلام", "Pickup"). */
export function missionTypeName(code: number, lang: Language): string {
  const type = missionTypeByCode(code);
  return type ? translate(missionTypeLabelKey(type), lang) : String(code);
}

/** A mission status's name from the shared catalog. */
export function missionStatusName(code: number, lang: Language): string {
  const status = missionStatusByCode(code);
  return status ? translate(missionStatusLabelKey(status), lang) : String(code);
}

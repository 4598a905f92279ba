/** Query keys of the staff admin screen; every change invalidates `staffKeys.all`. */
export const staffKeys = { all: ['ops-staff'] as const };

/**
 * Salaries (a job's range, a candidate's expectation) travel in major units and are kept in minor
 * units (cents).
 */
export const toMinor = (v: number | null | undefined) => (v == null ? v : Math.round(v * 100));
export const toMajor = (v: number | null) => (v == null ? null : v / 100);

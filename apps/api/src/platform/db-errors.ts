/** Postgres' unique_violation, raised directly or wrapped by the driver as the error's cause. */
export const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

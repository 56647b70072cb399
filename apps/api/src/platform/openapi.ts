import { errorResponseSchema } from '@talentdeck/shared';

/** The error envelope documented for each status a route can answer with. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as Record<number, typeof errorResponseSchema>;
}

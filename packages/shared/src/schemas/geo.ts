import { z } from 'zod';
import { text } from './common.js';

export const GEO_LIMITS = { queryMax: 100, defaultLimit: 8, maxLimit: 20 } as const;

export const citySearchQuerySchema = z.strictObject({
  q: text().trim().max(GEO_LIMITS.queryMax).default(''),
  limit: z.coerce.number().int().min(1).max(GEO_LIMITS.maxLimit).default(GEO_LIMITS.defaultLimit),
});
export type CitySearchQuery = z.input<typeof citySearchQuerySchema>;

export const cityHitSchema = z.object({ city: z.string(), country: z.string(), lat: z.number(), long: z.number() });
export type CityHit = z.infer<typeof cityHitSchema>;
export const citySearchResponseSchema = z.array(cityHitSchema);

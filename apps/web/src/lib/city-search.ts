import type { CityHit } from '@talentdeck/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/** GET /api/geo/cities?q= (the bundled world-cities list, most populous first). */
export const searchCities = (q: string, limit = 8, signal?: AbortSignal) =>
  api.get<CityHit[]>('/geo/cities', { query: { q, limit }, signal });

/** The city search behind every city picker; the text typed is debounced by the caller. */
export function citySearchQuery(q: string) {
  const query = q.trim();
  return queryOptions({
    queryKey: queryKeys.geo.cities(query.toLowerCase()),
    queryFn: ({ signal }) => searchCities(query, 8, signal),
    enabled: query.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

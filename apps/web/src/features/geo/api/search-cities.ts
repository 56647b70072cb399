import type { CityHit } from '@talentdeck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const searchCities = (q: string, limit = 8, signal?: AbortSignal) =>
  api.get<CityHit[]>('/geo/cities', { query: { q, limit }, signal });

/** The places autocomplete; the text typed is debounced by the caller. */
export function useCitySearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['geo-cities', query.toLowerCase()],
    queryFn: ({ signal }) => searchCities(query, 8, signal),
    enabled: query.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

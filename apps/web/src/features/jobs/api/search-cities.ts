import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type CityOption = { city: string; country: string; lat: number; long: number };

/** GET /api/geo/cities?q= (the bundled world-cities list). */
export const searchCities = (q: string) => api.get<CityOption[]>('/geo/cities', { query: { q } });

export const useCitySearch = (q: string) =>
  useQuery({
    queryKey: ['geo-cities', q],
    queryFn: () => searchCities(q),
    enabled: q.trim().length >= 2,
    staleTime: 60_000,
    retry: false,
  });

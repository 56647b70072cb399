import type { CityHit } from '@talentdeck/shared';
import { loadWorldCities } from './world-cities.js';

/** The places autocomplete of the business profile's offices. */
export async function searchCities(query: string, limit: number): Promise<CityHit[]> {
  if (!query.trim()) return [];
  return (await loadWorldCities()).search(query, limit);
}

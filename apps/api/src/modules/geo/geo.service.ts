import type { CityHit } from '@talentdeck/shared';
import { normalizeName } from './city-index.js';
import { loadWorldCities } from './world-cities.js';

/** The places autocomplete of the business profile's offices. */
export async function searchCities(query: string, limit: number): Promise<CityHit[]> {
  if (!query.trim()) return [];
  return (await loadWorldCities()).search(query, limit);
}

/**
 * The coordinates of a city named exactly so (accents and case aside) in that country, from the
 * bundled data; the most populous when several share the name. Undefined when there is none.
 */
export async function locateCity(city: string, country: string): Promise<{ lat: number; lng: number } | undefined> {
  const name = normalizeName(city);
  const countryName = normalizeName(country);
  if (!name || !countryName) return undefined;
  const hits = (await loadWorldCities()).search(`${city},${country}`, 50);
  const hit = hits.find((h) => normalizeName(h.city) === name && normalizeName(h.country) === countryName);
  return hit ? { lat: hit.lat, lng: hit.long } : undefined;
}

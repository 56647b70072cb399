import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUpVerified } from '#test/helpers.js';
import { CityIndex, normalizeName } from './city-index.js';

const app = await createTestApp();
const token = (await signUpVerified(app)).token;
afterAll(() => app.close());

type Hit = { city: string; country: string; lat: number; long: number };
const search = async (q: string, limit?: number) => {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await app.inject(json('GET', `/api/geo/cities?${query}`, undefined, token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Hit[];
};

describe('city autocomplete over the bundled world cities', () => {
  it('finds a city by prefix with its country and coordinates', async () => {
    const [first] = await search('Lond', 5);
    expect(first).toMatchObject({ city: 'London', country: 'United Kingdom' });
    expect(first!.lat).toBeCloseTo(51.5, 0);
    expect(first!.long).toBeCloseTo(-0.13, 0);
  });

  it('ignores accents and letter case, both ways', async () => {
    const plain = await search('zurich', 3);
    const accented = await search('ZÜRICH', 3);
    expect(plain[0]).toMatchObject({ city: 'Zürich', country: 'Switzerland' });
    expect(accented).toEqual(plain);
    expect((await search('sao paulo', 1))[0]).toMatchObject({ city: 'São Paulo', country: 'Brazil' });
    expect((await search('MÜNCHEN', 1)).length + (await search('munich', 1)).length).toBeGreaterThan(0);
  });

  it('ranks by population, most populous first, one entry per city and country', async () => {
    const hits = await search('san', 10);
    expect(hits).toHaveLength(10);
    const index = new CityIndex([
      { city: 'Springfield', country: 'United States', lat: 39.8, long: -89.6, population: 116_000 },
      { city: 'Springfield', country: 'United States', lat: 37.2, long: -93.3, population: 167_000 },
      { city: 'Springs', country: 'South Africa', lat: -26.2, long: 28.4, population: 186_000 },
      { city: 'Spring', country: 'United States', lat: 30.1, long: -95.4, population: 62_000 },
    ]);
    expect(index.search('spring', 10).map((h) => [h.city, h.lat])).toEqual([
      ['Springs', -26.2],
      ['Springfield', 37.2],
      ['Spring', 30.1],
    ]);
    // Paris, France comes before every smaller Paris.
    expect((await search('paris', 5))[0]).toMatchObject({ city: 'Paris', country: 'France' });
    expect(await search('paris', 5)).toEqual(
      (await search('paris', 5)).filter((h, i, all) => all.findIndex((o) => o.city === h.city && o.country === h.country) === i),
    );
  });

  it('narrows by country after a comma, honours the limit, answers nothing for a blank query', async () => {
    const us = await search('paris, united', 3);
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((h) => h.country === 'United States')).toBe(true);
    expect(await search('lon', 2)).toHaveLength(2);
    expect(await search('   ')).toEqual([]);
    expect(await search('qqqqzzzz')).toEqual([]);
  });

  it('agrees with a scan of the whole data set', async () => {
    const { loadWorldCities } = await import('./world-cities.js');
    const index = await loadWorldCities();
    expect(index.size).toBeGreaterThan(100_000);
    for (const q of ['a', 'ber', 'new y', 'kra', 'łódź', 'ōsaka']) expect(index.search(q, 8)).toEqual(index.linearSearch(q, 8));
    expect(normalizeName('  Łódź ')).toBe('lodz');
  });

  it('refuses a bad limit and unknown parameters, and needs a session', async () => {
    expect((await app.inject(json('GET', '/api/geo/cities?q=a&limit=500', undefined, token))).statusCode).toBe(422);
    expect((await app.inject(json('GET', '/api/geo/cities?q=a&x=1', undefined, token))).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/api/geo/cities?q=lon' })).statusCode).toBe(401);
  });
});

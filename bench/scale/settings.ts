/**
 * Where the scale data lives and how its accounts sign in: what the benchmark servers need of it,
 * kept apart from the generator so an API process under measurement loads neither the generator
 * nor faker.
 */

export const DEFAULT_SCALE_URL = 'postgres://postgres@127.0.0.1:5432/talentdeck_scale';

/** Every account of the scale data signs in with this password (the bench signs in with it). */
export const SCALE_PASSWORD = 'Scale#Harbor2026';

/** SCALE_DATABASE_URL, else talentdeck_scale on the server of DATABASE_URL, else on 127.0.0.1. */
export function scaleDatabaseUrl(env: NodeJS.ProcessEnv = process.env) {
  if (env.SCALE_DATABASE_URL) return env.SCALE_DATABASE_URL;
  if (!env.DATABASE_URL) return DEFAULT_SCALE_URL;
  const url = new URL(env.DATABASE_URL);
  url.pathname = '/talentdeck_scale';
  return url.toString();
}

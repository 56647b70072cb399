import { candidates } from './schema/index.js';

/**
 * Column selections that the queries of several modules share. They live with the schema, below
 * every module, so that a module lower in the import order (matching) and one higher
 * (applications) select a row the same way without importing each other's repositories.
 */

/** A candidate as a list's card shows them (applicants, matches), joined as `candidates`. */
export const candidateCardColumns = {
  id: candidates.id,
  userId: candidates.userId,
  profilePicture: candidates.profilePicture,
  profileRank: candidates.profileRank,
  video: candidates.video,
  title: candidates.title,
  city: candidates.city,
  country: candidates.country,
  yearsOfExperience: candidates.yearsOfExperience,
};

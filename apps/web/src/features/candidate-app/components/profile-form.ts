import type { CANDIDATE_GENDERS, CandidateProfile, CandidateProfileRequest, Skill, WORK_TYPES } from '@talentdeck/shared';
import type { CityPlace } from '#web/components/city-picker';

type Gender = (typeof CANDIDATE_GENDERS)[number];
type WorkType = (typeof WORK_TYPES)[number];

/**
 * The profile form's values: the PUT body's shape, with the city as a picked place and the
 * experience as years and months. Plain JSON throughout (dates as `YYYY-MM-DD`), so an unsaved
 * draft can be kept in sessionStorage. Attachments of entries the form does not edit (a degree's
 * image, an experience letter) ride along untouched, so saving never drops them.
 */
export type ProfileValues = {
  title: string;
  aboutYou: string;
  profilePicture: string | null;
  video: string;
  place: CityPlace | null;
  experienceYears: number | null;
  experienceMonths: number | null;
  gender: Gender | null;
  dateOfBirth: string | null;
  isDisable: boolean;
  skills: Skill[];
  educations: { educationId?: string; nameOfDegree: string; institute: string; to: string | null; degreeImage?: string | null }[];
  workExperiences: {
    jobTitle: string;
    companyName: string;
    from: string | null;
    to: string | null;
    experienceLetter?: string | null;
  }[];
  certificates: { nameOfCertificate: string; institute: string; to: string | null; certificateImage?: string | null }[];
  portfolios: { projectName: string; projectType: string; url: string }[];
  criteria: { workTypes: WorkType[]; city: string; salaryExpectation: number | null; relocate: boolean };
};

export function toFormValues(p: CandidateProfile): ProfileValues {
  return {
    title: p.title ?? '',
    aboutYou: p.aboutYou,
    profilePicture: p.profilePicture,
    video: p.video ?? '',
    place:
      p.city && p.country
        ? { city: p.city, country: p.country, lat: p.location?.lat ?? null, long: p.location?.lng ?? null }
        : null,
    experienceYears: Math.floor(p.yearsOfExperience / 12),
    experienceMonths: p.yearsOfExperience % 12,
    gender: p.gender,
    dateOfBirth: p.dateOfBirth,
    isDisable: p.isDisable,
    skills: p.skills,
    educations: p.educations.map(({ educationId, nameOfDegree, institute, to, degreeImage }) => ({
      educationId,
      nameOfDegree,
      institute,
      to,
      degreeImage,
    })),
    workExperiences: p.workExperiences.map(({ jobTitle, companyName, from, to, experienceLetter }) => ({
      jobTitle,
      companyName,
      from,
      to,
      experienceLetter,
    })),
    certificates: p.certificates.map(({ nameOfCertificate, institute, to, certificateImage }) => ({
      nameOfCertificate,
      institute,
      to,
      certificateImage,
    })),
    portfolios: p.portfolios.map(({ projectName, projectType, url }) => ({ projectName, projectType, url: url ?? '' })),
    criteria: {
      workTypes: p.criteria.workTypes,
      city: p.criteria.city ?? '',
      salaryExpectation: p.criteria.salaryExpectation,
      relocate: p.criteria.relocate,
    },
  };
}

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The PUT body from the form (checked by the form's rules, then by the server). */
export function toRequest(v: ProfileValues): CandidateProfileRequest {
  const place = v.place;
  return {
    title: v.title.trim(),
    aboutYou: v.aboutYou.trim(),
    profilePicture: v.profilePicture ?? null,
    video: orNull(v.video),
    city: place?.city ?? '',
    country: place?.country ?? '',
    // Without coordinates the server places the city itself (bundled world-cities data).
    ...(place && place.lat !== null && place.long !== null ? { location: { lat: place.lat, lng: place.long } } : {}),
    yearsOfExperience: (v.experienceYears ?? 0) * 12 + (v.experienceMonths ?? 0),
    gender: v.gender ?? null,
    dateOfBirth: v.dateOfBirth ?? null,
    isDisable: Boolean(v.isDisable),
    skillIds: (v.skills ?? []).map((s) => s.id),
    educations: (v.educations ?? []).map((e) => ({
      educationId: e.educationId ?? '',
      nameOfDegree: e.nameOfDegree.trim(),
      institute: e.institute.trim(),
      to: e.to ?? null,
      degreeImage: e.degreeImage ?? null,
    })),
    workExperiences: (v.workExperiences ?? []).map((w) => ({
      jobTitle: w.jobTitle.trim(),
      companyName: w.companyName.trim(),
      from: w.from ?? '',
      to: w.to ?? null,
      experienceLetter: w.experienceLetter ?? null,
    })),
    certificates: (v.certificates ?? []).map((c) => ({
      nameOfCertificate: c.nameOfCertificate.trim(),
      institute: c.institute.trim(),
      to: c.to ?? null,
      certificateImage: c.certificateImage ?? null,
    })),
    portfolios: (v.portfolios ?? []).map((p) => ({
      projectName: p.projectName.trim(),
      projectType: p.projectType?.trim() ?? '',
      url: orNull(p.url),
    })),
    criteria: {
      workTypes: v.criteria?.workTypes ?? [],
      city: orNull(v.criteria?.city),
      salaryExpectation: v.criteria?.salaryExpectation ?? null,
      relocate: v.criteria?.relocate ?? false,
    },
  };
}

/** "3 years 4 months" (the API counts months; people read years). */
export function experienceText(months: number) {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years ? `${years} year${years === 1 ? '' : 's'}` : '', rest ? `${rest} month${rest === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ') || 'No experience yet';
}

/** A 422's field path ("educations.0.institute") as the form's name path; the city is the place field. */
export function formNameOf(field: string): (string | number)[] {
  if (field === 'city' || field === 'country' || field === 'location') return ['place'];
  if (field === 'skillIds' || field.startsWith('skillIds.')) return ['skills'];
  if (field === 'yearsOfExperience') return ['experienceYears'];
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const DRAFT_PREFIX = 'td.candidate.profile-draft.';

/** Unsaved changes kept per candidate in this tab, so leaving the page loses nothing. */
export const profileDraft = {
  read(candidateId: string): ProfileValues | null {
    try {
      const raw = sessionStorage.getItem(DRAFT_PREFIX + candidateId);
      return raw ? (JSON.parse(raw) as ProfileValues) : null;
    } catch {
      return null;
    }
  },
  write(candidateId: string, values: ProfileValues) {
    try {
      sessionStorage.setItem(DRAFT_PREFIX + candidateId, JSON.stringify(values));
    } catch {
      // Storage full or refused: the page still warns before it is closed.
    }
  },
  clear(candidateId: string) {
    try {
      sessionStorage.removeItem(DRAFT_PREFIX + candidateId);
    } catch {
      // Nothing to clear.
    }
  },
};

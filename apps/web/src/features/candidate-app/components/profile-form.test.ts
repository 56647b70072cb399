import { type CandidateProfile, candidateProfileRequestSchema } from '@talentdeck/shared';
import { describe, expect, it } from 'vitest';
import { experienceText, formNameOf, toFormValues, toRequest } from './profile-form';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const saved: CandidateProfile = {
  id: id(1),
  userId: id(2),
  user: { id: id(2), name: 'Priya Patel', email: 'priya@example.com' },
  profilePicture: '/uploads/ab12.webp',
  profileRank: 60,
  video: null,
  title: 'Platform Engineer',
  aboutYou: 'Fast and boring systems.',
  city: 'Lisbon',
  country: 'Portugal',
  location: { lat: 38.72, lng: -9.14 },
  yearsOfExperience: 42,
  gender: 'Female',
  dateOfBirth: '1990-05-01',
  isDisable: false,
  skillIds: [id(3)],
  skills: [{ id: id(3), skillName: 'Node.js', skillType: 'hard' }],
  educations: [
    {
      id: id(4),
      educationId: id(5),
      educationName: "Bachelor's Degree",
      nameOfDegree: 'BSc',
      institute: 'Porto',
      to: '2012-07-01',
      degreeImage: '/uploads/cd34.webp',
    },
  ],
  workExperiences: [
    { id: id(6), jobTitle: 'Developer', companyName: 'Northwind', from: '2013-01-01', to: null, experienceLetter: null },
  ],
  certificates: [],
  portfolios: [{ id: id(7), projectName: 'Planner', projectType: '', url: null }],
  criteria: { workTypes: ['Fully Remote'], city: null, salaryExpectation: 4000, relocate: true },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the profile form', () => {
  it('sends back what it was given, attachments it does not show included, in the shape the API accepts', () => {
    const body = toRequest(toFormValues(saved));
    expect(candidateProfileRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      title: 'Platform Engineer',
      city: 'Lisbon',
      country: 'Portugal',
      location: { lat: 38.72, lng: -9.14 },
      yearsOfExperience: 42,
      skillIds: [id(3)],
      video: null,
      educations: [
        { educationId: id(5), nameOfDegree: 'BSc', institute: 'Porto', to: '2012-07-01', degreeImage: '/uploads/cd34.webp' },
      ],
      workExperiences: [{ jobTitle: 'Developer', companyName: 'Northwind', from: '2013-01-01', to: null }],
      portfolios: [{ projectName: 'Planner', projectType: '', url: null }],
      criteria: { workTypes: ['Fully Remote'], city: null, salaryExpectation: 4000, relocate: true },
    });
  });

  it('shows the months of experience as years and months', () => {
    expect(toFormValues(saved)).toMatchObject({ experienceYears: 3, experienceMonths: 6 });
    expect([experienceText(0), experienceText(1), experienceText(12), experienceText(42)]).toEqual([
      'No experience yet',
      '1 month',
      '1 year',
      '3 years 6 months',
    ]);
  });

  it('lets the server place a city typed without coordinates', () => {
    const values = { ...toFormValues(saved), place: { city: 'Lisbon', country: 'Portugal', lat: null, long: null } };
    expect(toRequest(values)).not.toHaveProperty('location');
  });

  it('puts each field the API names on the form field that edits it', () => {
    expect(formNameOf('educations.0.institute')).toEqual(['educations', 0, 'institute']);
    expect(formNameOf('city')).toEqual(['place']);
    expect(formNameOf('skillIds.2')).toEqual(['skills']);
    expect(formNameOf('criteria.salaryExpectation')).toEqual(['criteria', 'salaryExpectation']);
  });
});

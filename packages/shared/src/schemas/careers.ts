import { z } from 'zod';
import { JOB_TYPES, WORK_TYPES } from '../constants.js';

/** GET /api/careers/{slug}: a company's public card and a page of its published jobs, newest first. */
export const careersResponseSchema = z.object({
  company: z.object({
    companyName: z.string(),
    companyLogo: z.string().nullable(),
    about: z.string().nullable(),
    website: z.string().nullable(),
    slug: z.string(),
    address: z.array(z.object({ office: z.string(), city: z.string(), country: z.string() })),
  }),
  jobs: z.array(
    z.object({
      id: z.uuid(),
      jobTitle: z.string(),
      jobType: z.enum(JOB_TYPES).nullable(),
      workType: z.enum(WORK_TYPES).nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      createdAt: z.string(),
      /** The job's public page. */
      url: z.string(),
    }),
  ),
});
export type CareersResponse = z.infer<typeof careersResponseSchema>;

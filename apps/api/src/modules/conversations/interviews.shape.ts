import type { CandidateInterview, CompanyInterview, Interview, ZonedSpan } from '@talentdeck/shared';
import type { InterviewListRow, InterviewRow } from './conversations.repository.js';

/** The interview's start and end instants and its zone, as the shared time wording takes them. */
export function toInterviewSpan(i: { startsAt: Date; durationMinutes: number; timeZone: string }): ZonedSpan {
  return {
    startsAt: i.startsAt.toISOString(),
    endsAt: new Date(i.startsAt.getTime() + i.durationMinutes * 60_000).toISOString(),
    timeZone: i.timeZone,
  };
}

/** An interview as every answer and event carries it: the specification's fields, the instant and the zone. */
export function toInterview(row: InterviewRow): Interview {
  return {
    id: row.id,
    jobApplicationId: row.jobApplicationId,
    companyId: row.companyId,
    candidateId: row.candidateId,
    companyJobId: row.companyJobId,
    date: row.date,
    startTime: row.startTime,
    endTime: String(row.durationMinutes),
    duration: row.durationMinutes,
    interviewType: row.interviewType,
    location: row.location,
    link: row.link,
    ...toInterviewSpan(row),
    interviewsstatus: row.status,
    response: row.response,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCompanyInterview(r: InterviewListRow): CompanyInterview {
  return {
    ...toInterview(r.interview),
    jobApplication: {
      id: r.interview.jobApplicationId,
      applicationStatus: r.applicationStatus,
      candidate: {
        id: r.interview.candidateId,
        userId: r.candidateUserId,
        profilePicture: r.candidatePicture,
        title: r.candidateTitle,
        erased: r.candidateErased,
        user: { id: r.candidateUserId, name: r.candidateName },
      },
      companyJob: { id: r.interview.companyJobId, jobTitle: r.jobTitle },
    },
  };
}

export function toCandidateInterview(r: InterviewListRow): CandidateInterview {
  return {
    ...toInterview(r.interview),
    companyJob: { id: r.interview.companyJobId, jobTitle: r.jobTitle },
    company: { id: r.interview.companyId, companyName: r.companyName },
  };
}

/**
 * Bodies the schemas alone cannot make valid enough to reach the guard and the service (a card
 * number's checksum, a code's digits, a transaction that exists): written out, with the owner's ids.
 */
import { CARD, INTERVIEW_BODY, type World } from './world.js';

export const MATRIX_BODIES = ({ owner, ids }: World): Record<string, unknown> => ({
  'POST /api/sandbox-payments/confirm': { ...CARD, sessionId: ids.paymentSession },
  'POST /api/payment-acceptance': {
    transactionId: ids.transaction,
    companyId: owner.companyId,
    packageId: ids.package,
    transactionStatus: 'Successful',
    transactionMessage: 'ok',
  },
  'POST /api/user/updatedEmailTokenVerification': { secretKey: '123456' },
  // The application has its interview already: the owner's create answers 409, past the guard.
  'POST /api/job-applications/:id/interviews': INTERVIEW_BODY,
  'PATCH /api/interview-reschedule/:id': INTERVIEW_BODY,
  'PATCH /api/interview/:id': { interviewsstatus: 'Didnt appeared' },
});

/** Query strings a route needs to name the owner's row (the candidate a filter names). */
export const MATRIX_QUERIES = ({ ids }: World): Record<string, Record<string, string>> => ({
  'GET /api/candidate-tests': { filter: JSON.stringify({ where: { candidateId: ids.candidate } }) },
  // The candidate applied to the published job.
  'GET /api/candidate-matched-job': { candidateId: ids.candidate, companyJobId: ids.openJob },
});

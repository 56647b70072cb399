import { MESSAGES } from './messages.js';
import { CANDIDATE_MESSAGES } from './schemas/candidates.js';
import { CONVERSATION_MESSAGES } from './schemas/conversations.js';
import { JOB_MESSAGES } from './schemas/jobs.js';

/** The envelope's `name` for each status the API answers an error with (API.md, Conventions). */
export const ERROR_STATUS_NAMES = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  402: 'PaymentRequiredError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  422: 'UnprocessableEntityError',
  429: 'TooManyRequestsError',
  500: 'InternalServerError',
  503: 'ServiceUnavailableError',
} as const;

export type ErrorStatus = keyof typeof ERROR_STATUS_NAMES;

type ErrorCodeSpec = { status: ErrorStatus; message?: string };

/**
 * The closed set of codes the API puts in its error envelope, each with the one status it answers
 * with and, where one text fits every case, its message. A code without a message (TOKEN_INVALID,
 * METHOD_NOT_ALLOWED, ROUTE_NOT_FOUND) is always thrown with the message of its case.
 *
 * Fastify's own 4xx answers (unreadable JSON, wrong content type, body too large, an undecodable
 * path) keep the code Fastify gives them (FST_ERR_…); those are the framework's, not listed here.
 */
export const ERROR_CODES = {
  // Any call
  VALIDATION_FAILED: { status: 422, message: MESSAGES.validationFailed },
  NOT_FOUND: { status: 404, message: MESSAGES.notFound },
  ROUTE_NOT_FOUND: { status: 404 },
  METHOD_NOT_ALLOWED: { status: 405 },
  INTERNAL: { status: 500, message: MESSAGES.somethingWentWrong },
  // The database cannot be reached (restarting, failing over): the call may be retried.
  UNAVAILABLE: { status: 503, message: MESSAGES.serviceUnavailable },
  // An Idempotency-Key that is malformed, already used for another request, or whose first request still runs.
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: MESSAGES.idempotencyKeyInvalid },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: MESSAGES.idempotencyKeyReused },
  IDEMPOTENCY_KEY_IN_USE: { status: 409, message: MESSAGES.idempotencyKeyInProgress },

  // Sessions, origins and captcha
  UNAUTHENTICATED: { status: 401, message: MESSAGES.notSignedIn },
  CROSS_SITE: { status: 403, message: MESSAGES.forbiddenOrigin },
  LOCAL_ONLY: { status: 403, message: MESSAGES.localClientsOnly },
  COMPANY_NOT_ALLOWED: { status: 403, message: MESSAGES.companyNotAllowed },
  CAPTCHA_REQUIRED: { status: 400, message: MESSAGES.captchaRequired },
  CAPTCHA_INVALID: { status: 400, message: MESSAGES.captchaInvalid },
  // A used captcha says no more than an invalid one.
  CAPTCHA_REPLAYED: { status: 400, message: MESSAGES.captchaInvalid },

  // Accounts
  EMAIL_EXISTS: { status: 409, message: MESSAGES.emailAlreadyExists },
  EMAIL_NOT_FOUND: { status: 404, message: MESSAGES.emailDoesNotExist },
  EMAIL_NOT_VERIFIED: { status: 403, message: MESSAGES.verifyEmailFirst },
  INVALID_CREDENTIALS: { status: 401, message: MESSAGES.invalidCredentials },
  // A verification or a password reset link: each says which.
  TOKEN_INVALID: { status: 400 },
  CODE_INVALID: { status: 400, message: MESSAGES.emailCodeInvalid },
  SAME_EMAIL: { status: 400, message: MESSAGES.sameEmail },
  SAME_PASSWORD: { status: 400, message: MESSAGES.samePassword },
  CURRENT_PASSWORD_WRONG: { status: 400, message: MESSAGES.currentPasswordWrong },
  // Erasing one's account confirms the password: a wrong one is refused, not a signed-out caller (401).
  ERASURE_PASSWORD_WRONG: { status: 403, message: MESSAGES.erasurePasswordWrong },
  // Notes, interviews and messages about an erased candidate, or on an anonymised application, would keep them again.
  APPLICATION_ANONYMISED: { status: 409, message: MESSAGES.applicationAnonymised },
  INVITATION_INVALID: { status: 400, message: MESSAGES.invitationInvalid },

  // Team
  PERSON_EXISTS: { status: 409, message: MESSAGES.personAlreadyExists },
  INVITATION_LIMIT: { status: 429, message: MESSAGES.tooManyInvitations },
  OWNER_NOT_REMOVABLE: { status: 403, message: MESSAGES.ownerCannotBeRemoved },
  CANNOT_REMOVE_SELF: { status: 400, message: MESSAGES.cannotRemoveYourself },

  // Uploads
  ONE_FILE: { status: 400, message: MESSAGES.uploadOneFile },
  FILE_TOO_LARGE: { status: 413, message: MESSAGES.uploadTooLarge },
  NOT_AN_IMAGE: { status: 415, message: MESSAGES.uploadNotAnImage },

  // Billing
  PACKAGE_UNAVAILABLE: { status: 404, message: MESSAGES.packageUnavailable },
  PROMO_EXISTS: { status: 409, message: MESSAGES.promoCodeExists },
  OUT_OF_JOB_CREDITS: { status: 402, message: MESSAGES.outOfJobCredits },
  WEBHOOK_SIGNATURE: { status: 400, message: MESSAGES.webhookSignatureInvalid },

  // Taxonomy, applications, tests and interviews
  CONFLICT: { status: 409, message: JOB_MESSAGES.entryExists },
  ALREADY_APPLIED: { status: 409, message: CANDIDATE_MESSAGES.alreadyApplied },
  TEST_ALREADY_TAKEN: { status: 409, message: CANDIDATE_MESSAGES.testAlreadyTaken },
  INTERVIEW_EXISTS: { status: 409, message: CONVERSATION_MESSAGES.interviewExists },
  INTERVIEW_NOT_STARTED: { status: 409, message: CONVERSATION_MESSAGES.outcomeBeforeStart },
  INTERVIEW_DECLINED: { status: 409, message: CONVERSATION_MESSAGES.declinedNotCompleted },
  INTERVIEW_HAS_OUTCOME: { status: 409, message: CONVERSATION_MESSAGES.outcomeSet },
} as const satisfies Record<string, ErrorCodeSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes that carry a message of their own, so throwing one needs no other text. */
export type ErrorCodeWithMessage = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C] extends { message: string } ? C : never;
}[ErrorCode];

export const errorCodeStatus = (code: ErrorCode): ErrorStatus => ERROR_CODES[code].status;

/** The code's own message; undefined for a code whose every case names its message. */
export const errorCodeMessage = (code: ErrorCode): string | undefined => (ERROR_CODES[code] as ErrorCodeSpec).message;

import {
  type LoginRequest,
  MESSAGES,
  type Profile,
  type ResetPasswordRequest,
  type SignUpRequest,
  TOKEN_TTL,
  type UserResponse,
} from '@talentdeck/shared';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { isUniqueViolation } from '#api/platform/db-errors.js';
import { AppError } from '#api/platform/errors.js';
import { refuseGuessablePassword } from '#api/platform/passwords.js';
import { hasStanding, isAdmin, isCandidate } from '#api/platform/policy.js';
import { hashSecret, newSecret } from '#api/platform/tokens.js';
import { passwordResetEmail, verificationEmail } from './accounts.emails.js';
import * as repo from './accounts.repository.js';
import {
  deleteUserSessions,
  findSessionPrincipal,
  insertSession,
  revokeSessionByHash,
  revokeUserSessions,
} from './sessions.repository.js';
import { isUnjoinedInvitee, lockAccount, releaseInvitee } from './team.repository.js';

/**
 * The caller a live session belongs to, by its token's hash, or none: platform/auth.ts receives it
 * from the module registry (platform imports no module), and event streams recheck it.
 */
export { findSessionPrincipal };

const HOUR = 3600_000;

export type UserRow = NonNullable<repo.UserRecord>;

/** What zxcvbn treats as known words of the account: its owner's name and email, and the company's name. */
export const userInputsOf = (user: Pick<UserRow, 'name' | 'email' | 'companyName'>) => [user.name, user.email, user.companyName];

/**
 * The login profile: `id` is the company of a company user and the candidate record of a
 * candidate (API.md, Candidate side). A candidate is always allowed; their sign-up is complete once
 * the profile has been saved.
 */
export function toProfile(u: {
  id?: string;
  userId?: string;
  userType: Profile['userType'];
  companyId: string | null;
  candidateId?: string | null;
  candidateProfileSaved?: boolean | null;
  isAllowed: boolean | null;
  isSignUpProcessCompleted: boolean | null;
  isOwner?: boolean | null;
}): Profile {
  const admin = isAdmin(u);
  const candidate = isCandidate(u);
  return {
    id: candidate ? (u.candidateId ?? null) : u.companyId,
    userId: (u.userId ?? u.id) as string,
    userType: u.userType,
    isAllowed: admin || candidate || Boolean(u.isAllowed),
    isSignUpProcessCompleted:
      admin || Boolean(candidate ? (u.candidateProfileSaved ?? u.isSignUpProcessCompleted) : u.isSignUpProcessCompleted),
    isOwner: !admin && !candidate && Boolean(u.isOwner),
  };
}

export function toUserResponse(u: UserRow): UserResponse {
  const profile = toProfile(u);
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    title: u.title,
    profilePicture: u.profilePicture,
    phoneNumber: u.phoneNumber,
    userType: u.userType,
    companyId: u.companyId,
    isAllowed: profile.isAllowed,
    isSignUpProcessCompleted: profile.isSignUpProcessCompleted,
  };
}

async function startSession(ctx: AppContext, user: UserRow, userAgent?: string) {
  const token = newSecret();
  await insertSession(ctx.db, {
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL.sessionDays * 24 * HOUR),
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, profile: toProfile(user) };
}

export type SignedIn = Awaited<ReturnType<typeof startSession>>;

/** Where the emailed verification link leads: a company goes on to its details, a candidate to the landing. */
const VERIFICATION_PATH: Record<Profile['userType'], string> = {
  Company: '/companydetails',
  Candidate: '/emailverification',
  Admin: '/companydetails',
};

/** The secret of an emailed link, stored hashed for `hours`; the user's earlier links of that purpose lapse. */
async function issueLinkSecret(ctx: AppContext, userId: string, purpose: 'verify_email' | 'reset_password', hours: number) {
  const secret = newSecret();
  await repo.issueToken(ctx.db, {
    userId,
    purpose,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + hours * HOUR),
  });
  return secret;
}

async function sendVerificationEmail(
  ctx: AppContext,
  user: { id: string; email: string; name: string; userType: Profile['userType'] },
) {
  const secret = await issueLinkSecret(ctx, user.id, 'verify_email', TOKEN_TTL.emailVerificationHours);
  const link = `${ctx.config.publicUrl}${VERIFICATION_PATH[user.userType]}/${secret}`;
  await ctx.mailer.send(verificationEmail(user.email, user.name, link));
}

type NewAccount = { name: string; email: string; password: string; captcha?: string };

/**
 * Every sign-up: the password rules (with the account's own words), the captcha, the address not
 * taken, then `create` stores the account with the password's hash (answering undefined when the
 * address turned out to be taken), and the verification link is emailed.
 */
async function register(
  ctx: AppContext,
  input: NewAccount,
  userType: Profile['userType'],
  userInputs: (string | null | undefined)[],
  create: (passwordHash: string) => Promise<string | undefined>,
) {
  await refuseGuessablePassword('password', input.password, userInputs);
  await ctx.captcha.verify(input.captcha);
  // Answered before the slow password hash; the transaction below decides for good.
  if (await repo.emailTaken(ctx.db, input.email)) throw new AppError('EMAIL_EXISTS');
  const passwordHash = await ctx.passwords.hash(input.password);
  let userId: string | undefined;
  try {
    userId = await create(passwordHash);
  } catch (err) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError('EMAIL_EXISTS');
    throw err;
  }
  if (!userId) throw new AppError('EMAIL_EXISTS');
  await sendVerificationEmail(ctx, { id: userId, email: input.email, name: input.name, userType });
  return { message: MESSAGES.signUpSuccess };
}

export async function signUp(ctx: AppContext, input: SignUpRequest) {
  return register(
    ctx,
    input,
    'Company',
    userInputsOf(input),
    async (passwordHash) => (await createCompanyWithOwner(ctx, { ...input, passwordHash }))?.userId,
  );
}

/**
 * Creates the company and its owner together or not at all; answers undefined when the address
 * belongs to an account already. An invitee who never joined does not hold their address against
 * a sign-up: their invitation is voided and their user row becomes the new owner (see
 * releaseInvitee). The account is locked first, so an acceptance of that invitation running at the
 * same moment either finishes before (and the address is taken) or finds its key void.
 */
function createCompanyWithOwner(
  ctx: AppContext,
  input: { name: string; email: string; phoneNumber: string; companyName: string; passwordHash: string },
) {
  return inTransaction(ctx, async (tx) => {
    const existing = await lockAccount(tx.db, { email: input.email });
    if (existing && !isUnjoinedInvitee(existing)) return undefined;
    const owner = {
      name: input.name,
      phoneNumber: input.phoneNumber,
      passwordHash: input.passwordHash,
      userType: 'Company' as const,
    };
    let userId: string;
    if (existing) {
      await releaseInvitee(tx.db, existing);
      await repo.resetUserAsOwner(tx.db, existing.userId, owner);
      userId = existing.userId;
    } else {
      userId = await repo.insertOwnerUser(tx.db, { ...owner, email: input.email });
    }
    const companyId = await repo.insertCompany(tx.db, { companyName: input.companyName, phoneNumber: input.phoneNumber });
    await repo.insertOwnerMembership(tx.db, companyId, userId);
    return { companyId, userId };
  });
}

/**
 * A candidate's sign-up: the same rules, captcha and verification as a company's. The user and
 * the candidate record (`createCandidate`, the candidates module's) are stored in one transaction.
 */
export async function signUpCandidate(
  ctx: AppContext,
  input: NewAccount,
  createCandidate: (tx: AppContext, userId: string) => Promise<void>,
) {
  return register(ctx, input, 'Candidate', [input.name, input.email], (passwordHash) =>
    inTransaction(ctx, async (txCtx) => {
      const userId = await repo.insertCandidateUser(txCtx.db, { name: input.name, email: input.email, passwordHash });
      if (userId) await createCandidate(txCtx, userId);
      return userId;
    }),
  );
}

export async function login(ctx: AppContext, input: LoginRequest, userAgent?: string): Promise<SignedIn> {
  await ctx.captcha.verify(input.captcha);
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const ok = await ctx.passwords.verify(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  if (!hasStanding(user)) throw new AppError('INVALID_CREDENTIALS');
  if (input.fcmToken) await repo.updateUserRow(ctx.db, user.id, { fcmToken: input.fcmToken });
  return startSession(ctx, user, userAgent);
}

/** Whether `password` is the user's own (argon2, as at sign-in): the confirmation of an irreversible action. */
export async function isOwnPassword(ctx: AppContext, userId: string, password: string): Promise<boolean> {
  const user = await repo.findUserById(ctx.db, userId);
  return ctx.passwords.verify(user?.passwordHash ?? null, password);
}

/**
 * Closes an account for good: no password, so sign-in answers as for wrong credentials; no session
 * and no emailed key left. A candidate's erasure calls it at once and again from its queued job,
 * which also undoes a password reset finished in between.
 */
export async function closeAccount(ctx: AppContext, userId: string) {
  await repo.updateUserRow(ctx.db, userId, { passwordHash: null, fcmToken: null });
  await deleteUserSessions(ctx.db, userId);
  await repo.deleteUserTokens(ctx.db, userId);
}

export async function logout(ctx: AppContext, token: string | undefined) {
  if (token) await revokeSessionByHash(ctx.db, hashSecret(token));
}

export async function resendVerification(ctx: AppContext, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  // The answer is the same whether or not the address exists, so it cannot be used to probe accounts.
  if (user && !user.emailVerifiedAt) await sendVerificationEmail(ctx, user);
  return { message: MESSAGES.verificationSent };
}

export async function verifyEmail(ctx: AppContext, secretKey: string, userAgent?: string): Promise<SignedIn> {
  const token = await repo.consumeToken(ctx.db, 'verify_email', hashSecret(secretKey));
  if (!token) throw new AppError('TOKEN_INVALID', MESSAGES.verificationLinkInvalid);
  await repo.markEmailVerified(ctx.db, token.userId);
  const user = await repo.findUserById(ctx.db, token.userId);
  if (!user) throw new AppError('TOKEN_INVALID', MESSAGES.verificationLinkInvalid);
  return startSession(ctx, user, userAgent);
}

export async function forgotPassword(ctx: AppContext, input: { email: string; captcha?: string }) {
  await ctx.captcha.verify(input.captcha);
  const user = await repo.findUserByEmail(ctx.db, input.email);
  if (!user) throw new AppError('EMAIL_NOT_FOUND');
  const secret = await issueLinkSecret(ctx, user.id, 'reset_password', TOKEN_TTL.passwordResetHours);
  await ctx.mailer.send(passwordResetEmail(user.email, user.name, `${ctx.config.publicUrl}/resetpassword/${secret}`));
  return { message: MESSAGES.resetInstructionsSent };
}

/**
 * Exchanges the emailed link for the key the reset form submits. The link itself stays valid
 * until the password is actually changed, so reloading the page does not burn it.
 */
export async function verifyResetToken(ctx: AppContext, secretKey: string) {
  const token = await repo.findLiveToken(ctx.db, 'reset_password', hashSecret(secretKey));
  if (!token) throw new AppError('TOKEN_INVALID', MESSAGES.resetLinkInvalid);
  const uniqueKey = newSecret();
  await repo.insertToken(ctx.db, {
    userId: token.userId,
    purpose: 'reset_password_confirm',
    tokenHash: hashSecret(uniqueKey),
    expiresAt: token.expiresAt,
  });
  return { uniqueKey };
}

export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest) {
  // A refused password must not spend the link, so the key is looked at before it is consumed.
  const tokenHash = hashSecret(input.uniqueKey);
  const live = await repo.findLiveToken(ctx.db, 'reset_password_confirm', tokenHash);
  const owner = live && (await repo.findUserById(ctx.db, live.userId));
  if (!owner) throw new AppError('TOKEN_INVALID', MESSAGES.resetLinkInvalid);
  await refuseGuessablePassword('password', input.password, userInputsOf(owner));
  const token = await repo.consumeToken(ctx.db, 'reset_password_confirm', tokenHash);
  if (!token) throw new AppError('TOKEN_INVALID', MESSAGES.resetLinkInvalid);
  await repo.retireTokens(ctx.db, token.userId, 'reset_password');
  await repo.retireTokens(ctx.db, token.userId, 'reset_password_confirm');
  const passwordHash = await ctx.passwords.hash(input.password);
  await repo.updateUserRow(ctx.db, token.userId, { passwordHash });
  // Receiving the link proves the address, so an unverified user is verified too.
  await repo.markEmailVerified(ctx.db, token.userId);
  await revokeUserSessions(ctx.db, token.userId);
  return { message: MESSAGES.passwordResetDone };
}

/** Collaborators are created by an invitation (see the collaborators module) and set their password here. */
export async function verifyCollaboratorInvite(ctx: AppContext, key: string) {
  const token = await repo.findLiveToken(ctx.db, 'collaborator_invite', hashSecret(key));
  const user = token && (await repo.findUserById(ctx.db, token.userId));
  if (!user?.companyId) throw new AppError('INVITATION_INVALID');
  return { userObj: { name: user.name, email: user.email } };
}

export async function signUpCollaborator(
  ctx: AppContext,
  input: { collaboratorVerificationKey: string; password: string },
  userAgent?: string,
) {
  // A refused password must not spend the invitation, so it is looked at before it is accepted.
  const tokenHash = hashSecret(input.collaboratorVerificationKey);
  const invite = await repo.findLiveToken(ctx.db, 'collaborator_invite', tokenHash);
  const invitee = invite && (await repo.findUserById(ctx.db, invite.userId));
  if (!invitee?.companyId) throw new AppError('INVITATION_INVALID');
  await refuseGuessablePassword('password', input.password, userInputsOf(invitee));
  const passwordHash = await ctx.passwords.hash(input.password);
  // Accepting is one transaction on the locked user row: a sign-up or a second tab racing it loses.
  const userId = await acceptInvitation(ctx, tokenHash, passwordHash);
  const user = userId ? await repo.findUserById(ctx.db, userId) : undefined;
  if (!user?.companyId) throw new AppError('INVITATION_INVALID');
  return startSession(ctx, user, userAgent);
}

/**
 * Accepts a collaborator invitation: the key is consumed and the password set in one transaction,
 * on the locked account, only while the invitee has not joined and is still a live member. Answers
 * the user's id, or undefined for a key that is unknown, used, expired or void.
 */
function acceptInvitation(ctx: AppContext, tokenHash: string, passwordHash: string) {
  return inTransaction(ctx, async (tx) => {
    const token = await repo.findLiveToken(tx.db, 'collaborator_invite', tokenHash);
    if (!token) return undefined;
    const account = await lockAccount(tx.db, { userId: token.userId });
    if (!account || !isUnjoinedInvitee(account) || account.isDeleted) return undefined;
    // Re-checked on the locked row: a sign-up or a new invitation may have retired the key meanwhile.
    if (!(await repo.consumeLiveToken(tx.db, 'collaborator_invite', token.id))) return undefined;
    await repo.setJoinedPassword(tx.db, account.userId, passwordHash);
    return account.userId;
  });
}

/** The company's public card for other modules (job pages); its logo is the companies module's. */
export async function getCompanyCard(ctx: AppContext, companyId: string) {
  return repo.findCompanyCard(ctx.db, companyId);
}

/** Companies' names by id (lists that show the company of each row). */
export async function companyNames(ctx: AppContext, ids: string[]) {
  const rows = await repo.findCompanyNames(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

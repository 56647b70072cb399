import { MESSAGES, TOKEN_TTL, type UpdatePasswordRequest, type UpdateUserRequest, type UserResponse } from '@talentdeck/shared';
import type { AppContext } from '#api/platform/context.js';
import { isUniqueViolation } from '#api/platform/db-errors.js';
import { AppError, notFound } from '#api/platform/errors.js';
import { refuseGuessablePassword } from '#api/platform/passwords.js';
import { actsFor, isSelf, type Principal, requireSelf } from '#api/platform/policy.js';
import { hashSecret, newNumericCode } from '#api/platform/tokens.js';
import { emailChangeCodeEmail } from './accounts.emails.js';
import * as repo from './accounts.repository.js';
import { toUserResponse, type UserRow, userInputsOf } from './accounts.service.js';
import { revokeUserSessions } from './sessions.repository.js';

/** A signed-in user's own account: reading it, its name and details, its email and its password. */

/** A user may read teammates of their own company; anyone else is "not found". */
export async function getUser(ctx: AppContext, caller: Principal, userId: string): Promise<UserResponse> {
  const user = await repo.findUserById(ctx.db, userId);
  const visible = user && (isSelf(caller, user.id) || actsFor(caller, user.companyId));
  if (!user || !visible) throw notFound();
  return toUserResponse(user);
}

async function ownUser(ctx: AppContext, caller: Principal, userId: string) {
  requireSelf(caller, userId);
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw notFound();
  return user;
}

export async function updateUser(ctx: AppContext, caller: Principal, userId: string, input: UpdateUserRequest) {
  await ownUser(ctx, caller, userId);
  await repo.updateUserRow(ctx.db, userId, input);
  return toUserResponse((await repo.findUserById(ctx.db, userId)) as UserRow);
}

export async function requestEmailChange(ctx: AppContext, caller: Principal, userId: string, newEmail: string) {
  const user = await ownUser(ctx, caller, userId);
  if (newEmail === user.email) throw new AppError('SAME_EMAIL');
  if (await repo.emailExists(ctx.db, newEmail)) throw new AppError('EMAIL_EXISTS');
  const code = newNumericCode();
  await repo.issueToken(ctx.db, {
    userId: user.id,
    purpose: 'change_email',
    tokenHash: hashSecret(code),
    data: { email: newEmail },
    expiresAt: new Date(Date.now() + TOKEN_TTL.emailChangeMinutes * 60_000),
  });
  await ctx.mailer.send(emailChangeCodeEmail(newEmail, user.name, code));
  return { message: MESSAGES.emailCodeSent };
}

/** The code is checked against the caller's newest pending change; five wrong tries burn it. */
export async function confirmEmailChange(ctx: AppContext, caller: Principal, code: string) {
  const pending = await repo.findNewestLiveTokenOfUser(ctx.db, caller.userId, 'change_email');
  if (!pending) throw new AppError('CODE_INVALID');
  if (pending.tokenHash !== hashSecret(code)) {
    await repo.recordFailedAttempt(ctx.db, pending.id, TOKEN_TTL.emailChangeMaxAttempts);
    throw new AppError('CODE_INVALID');
  }
  const newEmail = pending.data?.email;
  if (!newEmail || !(await repo.consumeTokenById(ctx.db, pending.id))) {
    throw new AppError('CODE_INVALID');
  }
  try {
    await repo.updateUserRow(ctx.db, caller.userId, { email: newEmail, emailVerifiedAt: new Date() });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_EXISTS');
    throw err;
  }
  return toUserResponse((await repo.findUserById(ctx.db, caller.userId)) as UserRow);
}

export async function updatePassword(
  ctx: AppContext,
  caller: Principal,
  userId: string,
  input: UpdatePasswordRequest,
  currentToken: string | undefined,
) {
  const user = await ownUser(ctx, caller, userId);
  await refuseGuessablePassword('new_password', input.new_password, userInputsOf(user));
  if (!(await ctx.passwords.verify(user.passwordHash, input.current_password))) {
    throw new AppError('CURRENT_PASSWORD_WRONG');
  }
  if (input.current_password === input.new_password) throw new AppError('SAME_PASSWORD');
  await repo.updateUserRow(ctx.db, user.id, { passwordHash: await ctx.passwords.hash(input.new_password) });
  // Other devices are signed out; the one that made the change stays signed in.
  await revokeUserSessions(ctx.db, user.id, currentToken ? hashSecret(currentToken) : undefined);
  return { message: MESSAGES.passwordChanged };
}

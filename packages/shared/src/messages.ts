/**
 * User-facing texts of the specification's error catalogue, word for word except for obvious
 * misspellings. The API answers with these and the web app shows them, so both say the same.
 */
export const MESSAGES = {
  // Field rules
  validEmail: 'Please enter a valid email',
  validPassword: 'Please enter a valid password',
  captchaRequired: 'Please verify the reCAPTCHA',
  captchaInvalid: 'The captcha could not be verified. Please try again.',
  fullName: 'Enter your full name',
  companyName: 'Enter the company name',
  phoneNumber: 'Please enter a valid Phone Number',
  setPassword: 'Set your password (minimum 8 characters)',
  strongPassword: 'Password must be 8+ characters with an uppercase, lowercase, number, and special character.',
  passwordsDoNotMatch: 'The two passwords that you entered do not match!',
  resetMismatch: 'Password Did not match',
  passwordRequired: 'Please input your password!',
  confirmPasswordRequired: 'Please confirm your password!',
  currentPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'Please enter your new password',
  passwordMinLength: 'Password must be at least 8 characters',
  emailsMustMatch: 'The entered email address must be same!',
  emailCodeInvalid: 'Enter code is not valid',
  nameRequired: 'Please enter your name',

  // Server answers
  emailAlreadyExists: 'Email Already Exists',
  emailDoesNotExist: 'Email Does Not Exist!',
  invalidCredentials: 'The email or password you entered is incorrect',
  verifyEmailFirst: 'Please verify your email',
  accountDisabled: 'This account can no longer sign in',
  signUpSuccess: 'Your account has been created. Check your email to verify it.',
  verificationSent: 'If that email belongs to an unverified account, a new verification link has been sent.',
  verificationLinkInvalid: 'This verification link is invalid or has expired',
  resetInstructionsSent: 'Password reset instructions have been sent to your email',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  passwordResetDone: 'Your password has been reset. You can sign in now.',
  passwordChanged: 'Your password has been changed',
  currentPasswordWrong: 'Your current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  emailCodeSent: 'Code has been sent to your new email',
  sameEmail: 'This is already your email address',
  notSignedIn: 'Please sign in to continue',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  validationFailed: 'Entered data is incorrect',
  noInternet: 'No internet connection',
  forbiddenOrigin: 'This request was refused because it came from another site',
  profileUpdated: 'Profile is updated successfully',
  profileNotCorrect: 'entered data is not correct',
  invitationInvalid: 'This invitation link is invalid or has already been used. Ask your team for a new invitation.',

  // Waitlist, administration, notifications
  waitlistEmailMismatch: 'Use the email address of your account',
  noNotifications: "There aren't any notifications to show",
  companyAllowed: 'The company is allowed and its owner has been emailed',
  companyRevoked: 'The company’s access has been revoked',
} as const;

export type MessageKey = keyof typeof MESSAGES;

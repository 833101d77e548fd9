import { defineMessages } from '../../i18n/messages';

/**
 * The account pages' words (login, register, reset, verify e-mail), the pages that ask a visitor
 * to log in (StaffOnly, SignedInOnly), and the sign-in errors in plain sentences (authErrors.ts).
 */
const en = {
  login: 'Login',
  email: 'E-mail',
  password: 'Password',
  loggingIn: 'Logging in…',
  loginWithGoogle: 'Login with Google',
  openingGoogle: 'Opening Google…',
  forgotPassword: 'Forgot Password?',
  newHere: 'New here?',
  register: 'Register',
  registerHeading: 'Register',
  enterEmailAndPassword: 'Please enter your e-mail and password.',

  fullName: 'Full name',
  confirmPassword: 'Confirm password',
  passwordRule: (minLength: number) => `At least ${minLength} characters. A short phrase you will remember works well.`,
  enterFullName: 'Please enter your full name.',
  enterEmail: 'Please enter your e-mail address.',
  passwordTooShort: (minLength: number) => `Your password needs at least ${minLength} characters.`,
  typePasswordAgain: 'Please type your password again.',
  registerPurpose: 'Your account lets you comment on our articles under your name, which is shown with your comments.',
  creatingAccount: 'Creating your account…',
  registerWithGoogle: 'Register with Google',
  haveAccount: 'Already have an account?',
  /** `reason` is one of the errors below, a full sentence. */
  verificationNotSent: (reason: string) =>
    `Your account is created, but the verification e-mail could not be sent: ${reason} Use "Resend Email" on the next page.`,

  resetHeading: 'Reset your password',
  resetLead: 'Enter the e-mail you registered with and we will send you a link to choose a new password.',
  emailPlaceholder: 'E-mail Address',
  sending: 'Sending…',
  sendReset: 'Send password reset email',
  noAccountYet: 'No account yet?',

  verifyHeading: 'Verify your Email Address',
  verified: 'Your e-mail address is verified. You can log in now.',
  loginToSeeVerification: 'Please log in to see the verification status of your account.',
  /** `email` is shown in bold. */
  verificationSent: (email: string) =>
    `We sent a verification e-mail to ${email}. Open the link in it to finish creating your account; this page moves on by itself once you have.`,
  nothingArrived: 'Nothing arrived? Check your spam folder, or send it again.',
  demoBackend: 'Demo backend: no e-mail is sent. This is the link the e-mail would carry:',
  verifyMyEmail: 'Verify my e-mail address',
  resendEmail: 'Resend Email',
  resendIn: (seconds: number) => `Resend Email (${seconds})`,
  sentAgain: 'We sent the verification e-mail again.',

  checkingAccess: 'Checking your access…',
  checkingAccount: 'Checking your account…',
  adminsOnly: 'Admins only',
  notAdmin: (email: string) =>
    `This page is for the clinic's administrators, and ${email} is not an admin account. If you should have access, please ask the clinic.`,
  /** In notAdmin, for an account without an e-mail address. */
  yourAccount: 'your account',
  loginAsAdmin: "This page is for the clinic's administrators. Please log in with an admin account.",
  /** A staff member whose roles do not open the page (src/config/staffRoles.ts). */
  notYourRole: 'Not part of your role',
  otherRole: (email: string) =>
    `${email} is signed in, and this page belongs to another role at the clinic. If your work needs it, please ask the clinic's owner.`,
  backHome: 'Back to the home page',
  loginToSee: 'Please log in to see this page.',

  wrongCredentials: 'The e-mail or password is not right. Please check them and try again.',
  noAccount: 'There is no account with this e-mail. Check it for typos, or register.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again, or reset your password.',
  popupClosed: 'The Google sign-in window was closed before you finished. Please try again.',
  popupBlocked: 'Your browser blocked the Google sign-in window. Please allow pop-ups for this site and try again.',
  emailInUse: 'An account with this e-mail already exists. Please log in, or reset your password.',
  enterPassword: 'Please enter your password.',
  weakPassword: 'Please choose a longer password: at least 8 characters.',
  networkFailed: 'We could not reach our server. Please check your internet connection and try again.',
  accountDisabled: 'This account has been disabled. Please contact the clinic.',
  registeredWithPassword: 'This e-mail is already registered with a password. Please log in with your e-mail and password.',
  linkExpired: 'This verification link has expired or was already used. Please send a new one.',
  loginFirst: 'Please log in first.',
  unexpectedError: 'Something went wrong on our side. Please try again in a moment.',
};
export type AuthMessages = typeof en;

export const authMessages = defineMessages('src/features/auth/messages.ts', en);

/**
 * Every word the account screens show (docs/product/screens.md, docs/product/validation.md, docs/product/messages.md), in one typed module. Strings the spec
 * quotes are copied exactly; the rest is the clinic's own wording.
 */
export const accountMessages = {
  allFieldsRequired: 'All fields are required',
  invalidDate: 'Invalid Date',
  passwordsDoNotMatch: 'Passwords do not match',
  loginSuccess: 'Login Success',
  logoutSuccess: 'Logout Success',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Something went wrong. Please try again.',
  loginFailed: 'Login failed',
} as const;

export const fieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  dob: 'Date of Birth',
  profileDob: 'Date Of Birth',
  phone: 'Phone Number',
  gender: 'Gender',
  referral: 'How did you hear about us?',
  profileReferral: 'How did you hear about us',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  setPassword: 'Set Password',
} as const;

export const fieldHints = {
  dob: 'Your date of birth cannot be today or later.',
  phone: 'Numbers only, 10 digits.',
  setPassword: 'Optional. Leave it empty to keep your current password.',
  referral: 'Set when you registered.',
  gender: 'Set when you registered.',
} as const;

export const requiredMark = {
  /** read by screen readers through the input's own required state; the asterisk is for the eye */
  symbol: '*',
  legend: 'Fields marked * are required.',
} as const;

export const registerCopy = {
  stepLabel: (step: number, of: number) => `Step ${step} of ${of}`,
  personal: {
    heading: 'Personal Details',
    subheading: "We can't wait to meet you",
  },
  account: {
    heading: 'Account Details',
    subheading: 'Choose the e-mail and password you will sign in with.',
  },
  next: 'Next',
  back: 'Back',
  submit: 'Submit',
  submitting: 'Submitting…',
  haveAccount: 'Already have an account?',
  signIn: 'Sign In',
} as const;

export const signInCopy = {
  heading: 'Welcome Back!',
  subheading: 'Sign in with the e-mail and password you registered with.',
  forgot: 'Forgot Password?',
  submit: 'Sign In',
  submitting: 'Signing in…',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
} as const;

export const forgotCopy = {
  heading: 'Lost Your Password?',
  explanation: 'Enter your e-mail address and we will send a link to reset your password to your registered e-mail.',
  back: 'Back',
  submit: 'Reset Password',
  submitting: 'Sending…',
} as const;

export const resetCopy = {
  heading: 'New Password?',
  subheading: 'Type it twice. At least 8 characters; a phrase of a few words works well.',
  submit: 'Submit',
  submitting: 'Saving…',
  show: (label: string) => `Show ${label.toLowerCase()}`,
  incompleteLink: 'This reset link is incomplete. Please open the link from your e-mail again, or request a new one.',
  requestNew: 'Request a new link',
} as const;

export const profileCopy = {
  heading: 'Personal Details',
  submit: 'Save & Update',
  submitting: 'Saving…',
  loading: 'Loading your account…',
} as const;

export const accountMenuCopy = {
  button: 'Account menu',
  menu: 'Account',
  profile: 'Profile',
  logout: 'Logout',
  signIn: 'Sign In',
  register: 'Register',
} as const;

/** docs/product/behaviour.md and docs/product/limits.md: every success waits this long before it moves the visitor on. */
export const REDIRECT_DELAY_MS = 500;

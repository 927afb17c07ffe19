/**
 * Every word the account screens show (docs/product/screens.md, docs/product/validation.md, docs/product/messages.md), in one typed module. Strings the spec
 * quotes are copied exactly; the rest is the clinic's own wording.
 */
export interface AccountMessages {
  allFieldsRequired: string;
  invalidDate: string;
  passwordsDoNotMatch: string;
  loginSuccess: string;
  logoutSuccess: string;
  somethingWentWrong: string;
  tryAgain: string;
  loginFailed: string;
}

export interface FieldLabels {
  firstName: string;
  lastName: string;
  dob: string;
  profileDob: string;
  phone: string;
  gender: string;
  referral: string;
  profileReferral: string;
  email: string;
  password: string;
  confirmPassword: string;
  setPassword: string;
}

export interface FieldHints {
  dob: string;
  phone: string;
  setPassword: string;
  referral: string;
  gender: string;
}

export interface RequiredMark {
  symbol: string;
  legend: string;
}

export interface RegisterCopy {
  stepLabel: (step: number, of: number) => string;
  personal: { heading: string; subheading: string };
  account: { heading: string; subheading: string };
  next: string;
  back: string;
  submit: string;
  submitting: string;
  haveAccount: string;
  signIn: string;
}

export interface SignInCopy {
  heading: string;
  subheading: string;
  forgot: string;
  submit: string;
  submitting: string;
  noAccount: string;
  signUp: string;
}

export interface ForgotCopy {
  heading: string;
  explanation: string;
  back: string;
  submit: string;
  submitting: string;
}

export interface ResetCopy {
  heading: string;
  subheading: string;
  submit: string;
  submitting: string;
  show: (label: string) => string;
  incompleteLink: string;
  requestNew: string;
}

export interface ProfileCopy {
  heading: string;
  submit: string;
  submitting: string;
  loading: string;
}

export interface AccountMenuCopy {
  button: string;
  menu: string;
  profile: string;
  logout: string;
  signIn: string;
  register: string;
}

export const accountMessages: AccountMessages = {
  allFieldsRequired: 'All fields are required',
  invalidDate: 'Invalid Date',
  passwordsDoNotMatch: 'Passwords do not match',
  loginSuccess: 'Login Success',
  logoutSuccess: 'Logout Success',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Something went wrong. Please try again.',
  loginFailed: 'Login failed',
};

export const fieldLabels: FieldLabels = {
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
};

export const fieldHints: FieldHints = {
  dob: 'Your date of birth cannot be today or later.',
  phone: 'Numbers only, 10 digits.',
  setPassword: 'Optional. Leave it empty to keep your current password.',
  referral: 'Set when you registered.',
  gender: 'Set when you registered.',
};

export const requiredMark: RequiredMark = {
  /** read by screen readers through the input's own required state; the asterisk is for the eye */
  symbol: '*',
  legend: 'Fields marked * are required.',
};

export const registerCopy: RegisterCopy = {
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
};

export const signInCopy: SignInCopy = {
  heading: 'Welcome Back!',
  subheading: 'Sign in with the e-mail and password you registered with.',
  forgot: 'Forgot Password?',
  submit: 'Sign In',
  submitting: 'Signing in…',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
};

export const forgotCopy: ForgotCopy = {
  heading: 'Lost Your Password?',
  explanation: 'Enter your e-mail address and we will send a link to reset your password to your registered e-mail.',
  back: 'Back',
  submit: 'Reset Password',
  submitting: 'Sending…',
};

export const resetCopy: ResetCopy = {
  heading: 'New Password?',
  subheading: 'Type it twice. At least 8 characters; a phrase of a few words works well.',
  submit: 'Submit',
  submitting: 'Saving…',
  show: (label: string) => `Show ${label.toLowerCase()}`,
  incompleteLink: 'This reset link is incomplete. Please open the link from your e-mail again, or request a new one.',
  requestNew: 'Request a new link',
};

export const profileCopy: ProfileCopy = {
  heading: 'Personal Details',
  submit: 'Save & Update',
  submitting: 'Saving…',
  loading: 'Loading your account…',
};

export const accountMenuCopy: AccountMenuCopy = {
  button: 'Account menu',
  menu: 'Account',
  profile: 'Profile',
  logout: 'Logout',
  signIn: 'Sign In',
  register: 'Register',
};

/** docs/product/behaviour.md and docs/product/limits.md: every success waits this long before it moves the visitor on. */
export const REDIRECT_DELAY_MS = 500;

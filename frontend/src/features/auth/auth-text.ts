import type { raceOptions, treatmentPlaceOptions, usStateCodes } from '@stride/api/contracts/auth';

/**
 * The account pages' wording. Validation and server messages come from the shared contract
 * (authMessages); these are the spec's other texts and the labels.
 */
export const authText = {
  // Spec section 8, login and Google.
  networkError: 'Network error. Please try again.',
  googleError: 'Google sign-in error. Please try again.',
  googleNotLoaded: 'Google Identity Services not loaded',
  registrationFailed: 'Registration failed. Please try again.',

  // /login
  loginTitle: 'Sign in to Stride',
  loginSubtitle: 'Welcome back. Your schedule, journal and coach are waiting.',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot password?',
  signIn: 'Sign In',
  signingIn: 'Signing you in...',
  or: 'or',
  noAccount: 'New to Stride?',
  createAccountLink: 'Create an account',
  sessionEnded: 'Your session has ended. Please sign in again.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',

  // Linking Google to an existing password account.
  linkTitle: 'Link Google sign-in',
  linkPasswordLabel: 'Stride password',
  linkSubmit: 'Link and sign in',
  linking: 'Linking...',
  cancel: 'Cancel',

  // /register
  registerTitle: 'Create your account',
  registerSubtitle:
    'Five short steps. Only what helps Stride support you: no address unless you want to add one.',
  googleRegisterTitle: 'Finish creating your account',
  googleRegisterSubtitle: (email: string) =>
    `You are signing up with Google as ${email}. A few more answers and you are in.`,
  stepOf: (step: number) => `Step ${step} of 5`,
  steps: {
    personal: 'Personal Information',
    identity: 'Identity & Demographics',
    address: 'Address',
    treatment: 'Treatment Preferences',
    legal: 'Legal Confirmations',
  },
  optional: 'Optional',
  firstName: 'First name',
  lastName: 'Last name',
  legalNameHint: 'Your legal name. Stride greets you by your preferred name.',
  preferredName: 'Preferred name (optional)',
  preferredNameHint: 'The name Stride uses everywhere.',
  dateOfBirth: 'Date of birth',
  confirmPassword: 'Confirm password',
  passwordHint: 'At least 8 characters.',
  race: 'Race/ethnicity',
  racePlaceholder: 'Select your race/ethnicity',
  pronouns: 'Pronouns',
  pronounsPlaceholder: 'Select your pronouns',
  addressIntro: 'Only if you want location-aware resources. You can skip this.',
  addAddress: 'Add Address',
  hideAddress: 'Hide Address',
  street: 'Street address',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Select a state',
  zipCode: 'ZIP code',
  treatmentPlace: 'Preferred treatment place',
  treatmentPlacePlaceholder: 'Select preferred treatment location',
  currentlyOnHRT: 'I am currently on HRT',
  agreeToTermsBefore: 'I agree to the ',
  termsLink: 'Terms of Service',
  agreeToTermsMiddle: ' and the ',
  privacyLink: 'Privacy Policy',
  ageConfirmation: 'I confirm I am 18 or older',
  createAccount: 'Create Account',
  creatingAccount: 'Creating Your Account...',
  fixFields: 'Some answers need another look. The highlighted fields say what to change.',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',

  // Recovery codes
  codesTitle: 'Save your recovery codes',
  codesIntro:
    'Stride never emails you. If you forget your password, one of these codes lets you set a new one. Each works once. This is the only time they are shown.',
  copyCodes: 'Copy all',
  copiedCodes: 'Copied',
  downloadCodes: 'Download .txt',
  savedCodes: 'I saved these codes',
  continue: 'Continue to Stride',
  codesFileName: 'stride-recovery-codes.txt',

  // /forgot-password
  resetTitle: 'Reset your password',
  resetSubtitle:
    'Use one of the recovery codes you saved when you created your account. Every signed-in device is signed out.',
  recoveryCode: 'Recovery code',
  recoveryCodeHint: 'Like ABCD-EFGH-JKLM-NPQR. Dashes and case do not matter.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  resetSubmit: 'Reset password',
  resetting: 'Resetting password...',
  resetDone: 'Your password has been reset',
  resetDoneBody:
    'Every device that was signed in has been signed out. Sign in with your new password.',
  backToSignIn: 'Back to sign in',
  noCodes: 'Lost your codes too? Create a new account with another email address.',
} as const;

export const raceLabels: Record<(typeof raceOptions)[number], string> = {
  'american-indian': 'American Indian or Alaska Native',
  asian: 'Asian',
  black: 'Black or African American',
  hispanic: 'Hispanic or Latino',
  'native-hawaiian': 'Native Hawaiian or Pacific Islander',
  white: 'White',
  multiracial: 'Multiracial',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const treatmentPlaceLabels: Record<(typeof treatmentPlaceOptions)[number], string> = {
  'planned-parenthood': 'Planned Parenthood',
  'lgbtq-clinic': 'LGBTQ+ health center',
  'primary-care': 'Primary care provider',
  endocrinologist: 'Endocrinologist',
  'university-clinic': 'University or college clinic',
  'community-health': 'Community health center',
  telehealth: 'Telehealth',
  other: 'Other',
  undecided: 'Not sure yet',
};

export const stateNames: Record<(typeof usStateCodes)[number], string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California',
  CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina',
  SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
}; // prettier-ignore

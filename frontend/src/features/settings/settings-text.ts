/** The settings page's wording (server messages come from the shared contract). */
export const settingsText = {
  title: 'Settings',
  subtitle: 'Your profile, security, privacy and preferences',
  sectionsLabel: 'Settings sections',
  sections: {
    profile: 'Profile',
    treatment: 'Treatment',
    reminders: 'Reminders',
    appearance: 'Appearance',
    security: 'Security',
    privacy: 'Privacy',
  },

  // Profile
  profileTitle: 'Profile',
  profileIntro: 'How Stride greets you and keeps your days.',
  preferredName: 'Preferred name',
  preferredNameHint:
    'The name Stride uses everywhere. Leave it empty to use your legal first name.',
  pronouns: 'Pronouns',
  pronounsUnset: 'Not set',
  timezone: 'Time zone',
  timezoneHint:
    'Today, due dates and streaks follow this zone. Doses you already logged keep the day they were taken.',
  timezonePlaceholder: 'Search by city or region',
  timezoneNoMatch: 'No time zone matches. Try a city, like “Chicago” or “Berlin”.',
  timezoneMore: (n: number) => `${n} more: keep typing to narrow the list`,
  timezoneCurrent: 'Current',
  timezoneDevice: 'This device',
  timezoneSuggested: 'Suggested',
  timezoneAll: 'All time zones',
  dateOfBirth: 'Date of birth',
  legalNameTitle: 'Legal name',
  legalNameIntro:
    'The name on your ID. Stride never greets you with it, never gives it to the coach, and never puts it on shared pages. It appears only on your provider report, and only when you turn that on below.',
  firstName: 'Legal first name',
  lastName: 'Legal last name',
  showLegalName: 'Show my legal name on the provider report',
  showLegalNameHint:
    'Clinics often need it to match your chart. When off, the report uses your preferred name.',
  email: 'Email',
  emailHint: 'Your sign-in email. It cannot be changed here.',
  save: 'Save profile',
  saving: 'Saving...',
  saved: 'Settings saved',
  noChanges: 'Nothing has changed yet.',
  conflict: 'This changed on another device',
  conflictBody: 'Reload to see the latest version, then make your change again.',
  reload: 'Reload',
  reloading: 'Reloading...',
  fixFields: 'Some answers need another look. The highlighted fields say what to change.',

  // Treatment
  treatmentTitle: 'Treatment',
  treatmentIntro:
    'Your prescription and next dose. Change the prescription, its start dates or pause it with the button below; doses are logged, edited and deleted on the Entries page, beside your calendar.',
  treatmentLink: 'Open your calendar on Entries',

  // Appearance
  appearanceTitle: 'Appearance',
  appearanceIntro:
    'Choose light or dark. The choice is kept on this device and applies before the page draws.',
  themeLabel: 'Theme',

  // Security
  passwordTitle: 'Change password',
  passwordIntro: 'Changing it signs you out everywhere else. This device stays signed in.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters.',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change password',
  changingPassword: 'Changing password...',
  passwordChanged: 'Password changed',
  passwordRevoked: (n: number) =>
    n === 0
      ? 'No other device was signed in.'
      : `${n === 1 ? '1 other device was' : `${n} other devices were`} signed out.`,
  noPasswordTitle: 'Password',
  noPasswordBody:
    'You sign in with Google, so there is no Stride password to change and no recovery codes to keep: Google protects this account.',
  codesTitle: 'Recovery codes',
  codesIntro:
    'Stride never emails you. If you forget your password, a recovery code lets you set a new one. New codes replace the old ones, which stop working at once.',
  codesPassword: 'Your password',
  createCodes: 'Create new recovery codes',
  creatingCodes: 'Creating codes...',
  codesShownOnce:
    'Your old codes no longer work. Save these now: this is the only time they are shown.',
  codesListLabel: 'Recovery codes',
  copyCodes: 'Copy all',
  copiedCodes: 'Copied',
  copyBlocked:
    'Copying is blocked in this browser. Download the file, or select the codes and copy them.',
  downloadCodes: 'Download .txt',
  codesDone: 'I saved them',
  codesCreated: 'New recovery codes created',
  codesFileName: 'stride-recovery-codes.txt',
  sessionsTitle: 'Active sessions',
  sessionsIntro: 'Devices signed in to your account. Sign out any you do not recognise.',
  sessionsLoadError: 'Your sessions could not be loaded.',
  retry: 'Try again',
  thisDevice: 'This device',
  lastUsed: (when: string) => `Last used ${when}`,
  signedInOn: (when: string) => `Signed in ${when}`,
  signOutSession: 'Sign out',
  signOutSessionLabel: (device: string) => `Sign out ${device}`,
  signingOutSession: 'Signing out...',
  signOutOthers: 'Sign out all other devices',
  signingOutOthers: 'Signing out...',
  signedOutOthers: (n: number) =>
    n === 0
      ? 'No other device was signed in.'
      : `${n === 1 ? '1 device was' : `${n} devices were`} signed out.`,
  signedOutOne: (device: string) => `${device} was signed out.`,
  onlyThisDevice: 'Only this device is signed in.',

  // Privacy
  storedTitle: 'What Stride stores, and where',
  storedIntro: 'Everything below belongs to your account alone, and leaves with you.',
  storedItems: [
    {
      term: 'Your account',
      text: 'Email, legal and preferred name, pronouns, date of birth, time zone, and your registration answers. Your password and recovery codes are stored only as salted hashes.',
    },
    {
      term: 'What you record',
      text: 'Prescription and its history, injections, check-ins, journal entries, progress photos and coach conversations.',
    },
    {
      term: 'Where',
      text: 'Microsoft Azure: records in Azure Table Storage, photos in private Azure Blob Storage with location data removed. Every record carries your account id and is only ever read for you. Azure encrypts it all at rest.',
    },
    {
      term: 'The AI coach',
      text: 'Your messages and recent replies go to the coach with a short context: preferred name, pronouns, today’s date, prescription, next dose, 90-day adherence and latest mood. Never your legal name, email, date of birth or address. The coach runs on Azure OpenAI when Stride is set up with it, else on Stride’s own server.',
    },
    {
      term: 'Never',
      text: 'Sold, shared with advertisers or data brokers, or tracked: no analytics or advertising scripts. Google’s sign-in script loads only on the sign-in pages.',
    },
  ],
  privacyLink: 'Read the full Privacy Policy',
  exportTitle: 'Export your data',
  exportIntro:
    'Everything Stride holds about you in one JSON file: profile, prescription, doses, check-ins, journal, coach chat, photo list and sessions. Spreadsheets can open the CSV files.',
  exportJson: 'Download my data',
  exportInjections: 'Injections (CSV)',
  exportCheckins: 'Check-ins (CSV)',
  exporting: 'Preparing your file...',
  exported: (name: string) => `${name} downloaded.`,
  exportFailed: 'The download did not work. Please try again.',
  dangerTitle: 'Delete account',
  dangerIntro:
    'Erase your account and everything in it, on every device. This cannot be undone: download your data first if you want a copy.',
  deleteAccount: 'Delete account',
  deleteDialogTitle: 'Delete your account?',
  deleteDialogIntro: 'This permanently erases, from Stride’s storage:',
  deleteItems: [
    'your profile, legal and preferred name',
    'your prescription and its history',
    'every injection, check-in and journal entry',
    'your progress photos and coach conversations',
    'your recovery codes, and every signed-in device',
  ],
  deleteNoUndo: 'There is no undo and no grace period.',
  typeDelete: 'Type DELETE to confirm',
  deletePassword: 'Your password',
  deleteConfirm: 'Delete my account',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  signInAgain: 'For your safety, sign in again to confirm, then try once more.',
  genericError: 'Something went wrong. Please try again.',
  networkError: 'Could not reach Stride. Check your connection and try again.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;

export type SettingsSectionId = keyof typeof settingsText.sections;

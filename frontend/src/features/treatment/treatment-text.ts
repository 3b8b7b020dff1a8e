/** The treatment feature's words, in one place (tests read them too). */
export const treatmentText = {
  logInjection: 'Log Injection',
  editInjection: 'Edit injection',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  doubleDoseTitle: 'Log another dose?',
  doubleDoseConfirm: 'Log another',
  conflict:
    'This injection was changed somewhere else. We loaded the latest version: check it and save again.',
  deletedElsewhere: 'This injection was deleted somewhere else.',
  deleteTitle: 'Delete this injection?',
  deleteConfirm: 'Delete',
  setUpPrescription: 'Set up prescription',
  editPrescription: 'Edit prescription',
  savePrescription: 'Save prescription',
  prescriptionConflict:
    'Your prescription was changed somewhere else. We loaded the latest version: check it and save again.',
  pause: 'Pause treatment',
  resume: 'Resume treatment',
  paused: 'Paused',
  noPrescriptionTitle: 'No prescription yet',
  noPrescriptionText:
    'Add your dose and schedule to see when your next injection is due and get reminders on your calendar.',
  completed: 'Completed',
  reminder: 'Reminder',
  today: 'Today',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
} as const;

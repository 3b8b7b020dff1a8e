/** Words of the Reminders section (settings). */
export const remindersText = {
  title: 'Reminders',
  intro:
    'Stride reminds you on the day a dose is due, at the time you choose, in your time zone, and nudges you gently if it is still open.',
  enabled: 'Dose reminders',
  timeOfDay: 'Time of day',
  timeOfDayHint: 'On the day a dose is due, on your local clock.',
  hoursBefore: 'Early reminder',
  hoursBeforeOptions: [
    [0, 'None'],
    [1, '1 hour before'],
    [3, '3 hours before'],
    [12, '12 hours before'],
    [24, 'The day before (24 hours)'],
  ] as const,
  followUps: 'When a dose is overdue',
  followUpOptions: [
    [0, 'No follow-up'],
    [1, 'One gentle follow-up the next day'],
    [2, 'Follow up for 2 days'],
    [3, 'Follow up for 3 days'],
  ] as const,
  repeat: 'Until I log it',
  repeatOptions: [
    [0, 'Off'],
    [15, 'Every 15 minutes'],
    [30, 'Every 30 minutes'],
    [60, 'Every hour'],
    [120, 'Every 2 hours'],
    [240, 'Every 4 hours'],
  ] as const,
  repeatHint: 'Repeats the reminder on that day until you log the dose.',
  quietHours: 'Quiet hours',
  quietHint: 'A reminder that falls in quiet hours waits until they end.',
  quietFrom: 'From',
  quietTo: 'To',
  travelMode: 'Travel mode: keep my home clock',
  travelHint: 'While travelling, reminders stay at your time back home.',
  homeZone: 'Home time zone',
  channels: 'Channels',
  channelPush: 'Push notifications',
  channelCalendar: 'Calendar feed',
  showDetails: 'Show medication and dose in notifications',
  showDetailsHint:
    'Off: notifications only say "Stride" and a neutral line, so nothing about your health shows on a lock screen.',
  save: 'Save reminders',
  saved: 'Reminders saved',

  deviceTitle: 'This device',
  deviceIntro: 'Push notifications reach each device you turn them on for.',
  deviceOn: 'This device gets reminders.',
  deviceOff: 'This device does not get reminders yet.',
  subscribe: 'Turn on for this device',
  unsubscribe: 'Turn off for this device',
  test: 'Send a test notification',
  testSent: (n: number) => (n === 1 ? 'Test sent to 1 device.' : `Test sent to ${n} devices.`),
  devices: (n: number) =>
    n === 0
      ? 'No device gets reminders.'
      : n === 1
        ? '1 device gets reminders:'
        : `${n} devices get reminders:`,
  unsupported: 'This browser cannot show push notifications. The calendar feed below still works.',
  denied:
    'Notifications are blocked for Stride in this browser. Allow them in the browser’s site settings, then try again.',
  iosTitle: 'On iPhone and iPad',
  iosBody:
    'Notifications work only when Stride is added to the Home Screen and opened from there (iOS 16.4 or later):',
  iosSteps: [
    'Open Stride in Safari.',
    'Tap the Share button, then “Add to Home Screen”.',
    'Open Stride from the new icon, come back here and turn reminders on for this device.',
  ],

  calendarTitle: 'Calendar feed',
  calendarIntro:
    'A private link your calendar app can subscribe to: your upcoming doses with alarms at your reminder time. Anyone with the link can see those dates, so keep it to yourself.',
  calendarOff: 'No calendar link is active.',
  calendarOn: (date: string) =>
    `A private link is active (made ${date}). It is shown only once, when made.`,
  calendarCreate: 'Make a private link',
  calendarRegenerate: 'Make a new link',
  calendarRevoke: 'Turn off the link',
  calendarRevoked: 'The calendar link is off.',
  calendarUrl: 'Your calendar link',
  calendarUrlHint: 'Copy it now and add it in your calendar app as a subscription (“From URL”).',
  copy: 'Copy link',
  copied: 'Link copied',
};

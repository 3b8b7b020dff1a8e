import type { DoseStatus } from '../../entities/analytics';

/** The words of the analytics page and the provider report, in one place. */
export const analyticsText = {
  title: 'Analytics',
  subtitle: 'Your consistency and trends over time',
  periodLabel: 'Period',
  providerReport: 'Provider report',
  loadFailed: 'Could not load your analytics.',
  retry: 'Retry',
  updating: 'Updating…',
  noPrescriptionTitle: 'Set up your prescription to track adherence',
  noPrescriptionText:
    'Adherence, on-time doses and dose timing are measured against your schedule. Add your prescription on the Entries page and your doses will show up here.',
  noPrescriptionAction: 'Set up on the Entries page',
  pausedNote: 'Your treatment is paused: no doses are due while it is paused.',
  showTable: 'Show data table',
  hideTable: 'Hide data table',
  report: {
    title: 'Provider report',
    documentTitle: 'Provider report',
    subtitle: 'A summary of the last 90 days to share with your care team',
    back: 'Back to analytics',
    print: 'Print / Save as PDF',
    downloadCsv: 'Download CSV of doses',
    downloading: 'Downloading…',
    downloaded: (name: string) => `Downloaded ${name}.`,
    downloadFailed: 'Could not download the CSV of doses.',
    loadFailed: 'Could not load the provider report.',
  },
} as const;

export const statusLabels: Record<DoseStatus, string> = {
  'on-time': 'On time',
  late: 'Late',
  missed: 'Missed',
  upcoming: 'Upcoming',
};

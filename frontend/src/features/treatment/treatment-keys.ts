/** TanStack Query keys of the treatment feature (and the dashboard, which every write moves). */
export const treatmentKeys = {
  prescription: ['prescription'] as const,
  /** Every injection list; a window's list is ['injections', {startDate, endDate}]. */
  injections: ['injections'] as const,
  injectionWindow: (startDate: string, endDate: string) =>
    ['injections', { startDate, endDate }] as const,
  dashboard: ['dashboard'] as const,
  dashboardMonth: (month: string) => ['dashboard', month] as const,
};

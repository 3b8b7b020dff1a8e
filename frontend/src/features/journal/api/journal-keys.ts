/**
 * Query keys. Every journal read sits under ['journal'] and every check-in read under
 * ['checkins'], so one invalidation after a write refreshes them all (and ['dashboard'], whose
 * XP and daily tasks count entries and check-ins).
 */
export interface EntryFilters {
  search: string;
  tags: readonly string[];
}

export const journalKeys = {
  all: ['journal'] as const,
  list: (filters: EntryFilters) => ['journal', 'list', filters] as const,
  recent: (limit: number) => ['journal', 'recent', limit] as const,
  day: (date: string) => ['journal', 'day', date] as const,
  tags: ['journal', 'tags'] as const,
  entry: (id: string) => ['journal', 'entry', id] as const,
};

export const checkinKeys = {
  all: ['checkins'] as const,
  range: (startDate: string, endDate: string) => ['checkins', startDate, endDate] as const,
};

export const dashboardKey = ['dashboard'] as const;

import { earliestDate } from '../contracts/common.js';
import { addDays } from '../domain/calendar-dates.js';
import { ValidationError } from '../errors.js';

/**
 * Treatment dates lie between 1900-01-01 and two years from today: a start in year 0100 with a
 * daily interval would make every schedule read walk 700,000 doses.
 */
export function treatmentDatesInRange(
  today: string,
  dates: Record<string, string | undefined>,
): void {
  const latest = addDays(today, 731);
  for (const [field, date] of Object.entries(dates)) {
    if (date !== undefined && (date < earliestDate || date > latest)) {
      const message = `Choose a date between ${earliestDate} and ${latest}`;
      throw new ValidationError(message, { [field]: message });
    }
  }
}

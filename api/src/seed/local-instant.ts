/** The instant of a wall-clock time on a calendar date in an IANA zone (ISO, UTC). */
export function localInstant(date: string, time: string, timeZone: string): string {
  const target = Date.parse(`${date}T${time}:00Z`);
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // Start from the wall time read as UTC and correct by the zone's offset (twice covers DST).
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const parts = format.formatToParts(new Date(guess));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
    const wall = Date.parse(
      `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00Z`,
    );
    if (wall === target) break;
    guess += target - wall;
  }
  return new Date(guess).toISOString();
}

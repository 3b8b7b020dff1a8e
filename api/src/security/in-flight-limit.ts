/**
 * How many of one kind of work run at once for one key (an email's sign-ins), in this process.
 * Memory, not storage, on purpose: what it bounds is this instance's CPU (each sign-in costs a
 * password hash), a crashed process must not leave counts behind, and nothing here outlives a
 * request. The durable limits (failures per address, per email) live in storage.
 */
export function createInFlightLimit(max: number) {
  const running = new Map<string, number>();
  return {
    /** A function that ends the work when there is room; undefined when `max` already run. */
    enter(key: string): (() => void) | undefined {
      const count = running.get(key) ?? 0;
      if (count >= max) return undefined;
      running.set(key, count + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      };
    },
  };
}

import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

interface TimerRegistration {
  name: string;
  schedule: string;
  runOnStartup: boolean | undefined;
  handler: unknown;
}

const recorded = vi.hoisted(() => ({ timers: [] as TimerRegistration[], http: [] as string[] }));

// Core Tools cannot run here: record what the jobs entry registers instead.
vi.mock('@azure/functions', () => ({
  app: {
    timer: (
      name: string,
      options: { schedule: string; runOnStartup?: boolean; handler: unknown },
    ) => {
      recorded.timers.push({
        name,
        schedule: options.schedule,
        runOnStartup: options.runOnStartup,
        handler: options.handler,
      });
    },
    http: (name: string) => recorded.http.push(name),
  },
}));

const here = dirname(fileURLToPath(import.meta.url));

describe('the scheduled-jobs Functions app', () => {
  it('registers the reminder timer every five minutes and no HTTP trigger', async () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of files) await import(join(here, file));
    expect(recorded.http).toEqual([]);
    expect(recorded.timers.map((t) => [t.name, t.schedule])).toEqual([
      ['send-reminders', '0 */5 * * * *'],
    ]);
    const [timer] = recorded.timers;
    // A restart must not send early: only the schedule starts a run.
    expect(timer?.runOnStartup).toBe(false);
    expect(typeof timer?.handler).toBe('function');
  });
});

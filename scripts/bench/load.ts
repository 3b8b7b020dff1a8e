import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { doseBody, weeklyPrescription } from '../../tests/support/treatment-bodies.js';
import { registerBenchUser, summary } from './support.js';

/**
 * A load run: for each of three routes (the dashboard, the journal's first page, logging a dose),
 * N concurrent connections (10, then 50) send requests back to back for `seconds`. Reported:
 * throughput, p50 and p99 latency, errors (any status other than the route's success), and the
 * API process's resident memory before and after.
 */
function rssMb(child: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

function request(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<number> {
  return new Promise((done) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path, method, headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', () => done(0));
    req.end(body);
  });
}

export async function loadRun(apiUrl: string, api: ChildProcess, seconds = 20) {
  const { headers } = await registerBenchUser(apiUrl, 'load', 'America/Chicago');
  const base = new URL(apiUrl);
  const json = { ...headers, 'content-type': 'application/json' };
  const put = await fetch(`${apiUrl}/api/prescription`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify(weeklyPrescription('2026-06-01')),
  });
  if (!put.ok) throw new Error(`prescription answered ${put.status}: ${await put.text()}`);
  for (let i = 0; i < 20; i++) {
    await fetch(`${apiUrl}/api/journal`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        title: `Entry ${i}`,
        content: 'A day on T. Gym, then dinner.',
        tags: ['gym'],
      }),
    });
  }
  let dose = 0;
  const routes = [
    { label: 'GET /api/dashboard', method: 'GET', path: () => '/api/dashboard', ok: 200 },
    {
      label: 'GET /api/journal?limit=20',
      method: 'GET',
      path: () => '/api/journal?limit=20',
      ok: 200,
    },
    {
      label: 'POST /api/injections',
      method: 'POST',
      path: () => '/api/injections',
      ok: 201,
      body: () => {
        dose += 1;
        // Spread over the past, a confirmed extra dose each time (the double-dose guard asks).
        const takenAt = new Date(Date.parse('2026-07-01T12:00:00Z') + dose * 60_000).toISOString();
        return JSON.stringify(doseBody(takenAt, { confirmDoubleDose: true }));
      },
    },
  ];
  const results = [];
  // Route by route (logging doses last), so the reads run on the same data at both levels.
  for (const route of routes) {
    for (const connections of [10, 50]) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
      const before = rssMb(api);
      const latencies: number[] = [];
      let errors = 0;
      const end = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (Date.now() < end) {
            const t = performance.now();
            const status = await request(
              agent,
              base,
              route.method,
              route.path(),
              route.body ? json : headers,
              route.body?.(),
            );
            latencies.push(performance.now() - t);
            if (status !== route.ok) errors += 1;
          }
        }),
      );
      agent.destroy();
      const ms = summary(latencies);
      results.push({
        route: route.label,
        connections,
        seconds,
        requests: latencies.length,
        perSecond: Math.round(latencies.length / seconds),
        p50: ms.p50,
        p99: ms.p99,
        errors,
        rssMbBefore: before,
        rssMbAfter: rssMb(api),
      });
    }
  }
  return results;
}

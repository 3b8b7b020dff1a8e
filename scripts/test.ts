import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './stack-config.js';

/**
 * `npm test`: type checks, lint and format, the build the browser tests need, then every
 * vitest suite (unit, frontend, api, e2e). Each check counts as one test; the last line sums
 * everything as `N passed, N failed` (CI reads it).
 */

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function run(command: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => done(code ?? 1));
  });
}

async function check(name: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code === 0) {
    tally.passed++;
    console.log(`✓ ${name} (${seconds}s)`);
    return true;
  }
  tally.failed++;
  failures.push(name);
  console.log(`✗ ${name} (${seconds}s, exit ${code})`);
  return false;
}

const npx = (tool: string) => join(root, 'node_modules', '.bin', tool);

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  await check('typecheck api', npx('tsc'), ['-p', 'api']);
  await check('typecheck frontend', npx('tsc'), ['-p', 'frontend']);
  await check('typecheck tests and scripts', npx('tsc'), ['-p', 'tests']);
  await check('lint (eslint)', npx('eslint'), ['.', '--max-warnings', '0']);
  await check('format (prettier)', npx('prettier'), ['--check', '.', '--log-level', 'warn']);
  await check('build', 'npm', ['run', 'build', '--silent']);

  const reportDir = join(root, '.stride');
  mkdirSync(reportDir, { recursive: true });
  const report = join(reportDir, 'vitest-report.json');
  rmSync(report, { force: true });
  console.log('\n▶ vitest (unit, frontend, api, e2e)');
  const vitestCode = await run(npx('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
    ...only,
  ]);
  try {
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: { status: string; name: string; assertionResults: { status: string }[] }[];
    };
    tally.passed += result.numPassedTests;
    tally.failed += result.numFailedTests;
    tally.skipped += result.numPendingTests + result.numTodoTests;
    // A file that fails outside its tests (import error, a hook that throws or times out)
    // counts as one more failure, even when every test in it passed.
    for (const file of result.testResults) {
      const failedTests = file.assertionResults.filter((a) => a.status === 'failed').length;
      if (file.status === 'failed' && failedTests === 0) {
        tally.failed++;
        failures.push(file.name);
      }
    }
    if (result.numFailedTests > 0) failures.push(`${result.numFailedTests} vitest test(s)`);
    if (vitestCode !== 0 && tally.failed === 0) {
      tally.failed++;
      failures.push(`vitest exited with ${vitestCode}`);
    }
  } catch {
    tally.failed++;
    failures.push('vitest produced no report');
  }

  console.log('');
  if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
  const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : '';
  console.log(`${tally.passed} passed, ${tally.failed} failed${skipped}`);
  process.exit(tally.failed > 0 ? 1 : 0);
}

void main();

import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../stack-config.js';
import { summary } from './support.js';

/**
 * The crisis screen's cost: every message of its corpus screened (rules, distress rules and the
 * classifier), after a warm-up, timed one by one; the size of the committed model; and what
 * loading the model adds to a cold start (a fresh Node importing the built module and scoring its
 * first message, median of 7); and the same for the whole screen (rules, whose regular
 * expressions compile on first use, and the model), which is what a cold instance's first coach
 * message waits for.
 */
export async function crisisScreenCost() {
  const dist = join(root, 'api', 'dist', 'domain', 'crisis');
  const { detectCrisis } = (await import(pathToFileURL(join(dist, 'index.js')).href)) as {
    detectCrisis: (message: string) => unknown;
  };
  const { readCorpus } = (await import(pathToFileURL(join(dist, 'corpus.js')).href)) as {
    readCorpus: (path?: URL) => { text: string }[];
  };
  const messages = readCorpus(
    pathToFileURL(join(root, 'api', 'src', 'domain', 'crisis', 'corpus', 'messages.jsonl')),
  ).map((m) => m.text);
  for (const message of messages.slice(0, 300)) detectCrisis(message);
  const samples: number[] = [];
  for (const message of messages) {
    const t = performance.now();
    detectCrisis(message);
    samples.push(performance.now() - t);
  }
  const script = `
    const t = performance.now();
    const m = await import(${JSON.stringify(pathToFileURL(join(dist, 'classifier.js')).href)});
    m.classify('first message of the day');
    console.log(performance.now() - t);`;
  const screenScript = `
    const t = performance.now();
    const m = await import(${JSON.stringify(pathToFileURL(join(dist, 'index.js')).href)});
    m.detectCrisis('first message of the day');
    console.log(performance.now() - t);`;
  const timed = (code: string) =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', code], {
        encoding: 'utf8',
      }).trim(),
    );
  const cold: number[] = [];
  const coldScreen: number[] = [];
  for (let i = 0; i < 7; i++) {
    cold.push(timed(script));
    coldScreen.push(timed(screenScript));
  }
  return {
    messages: messages.length,
    perMessageMs: summary(samples),
    modelFileKB: Math.round(statSync(join(dist, 'model-weights.js')).size / 1024),
    coldLoadMs: summary(cold),
    coldScreenMs: summary(coldScreen),
  };
}

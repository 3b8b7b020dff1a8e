import { describe, expect, it } from 'vitest';
import {
  coachContextText,
  coachMessages,
  coachSystemPrompt,
  pageContextMaxChars,
  type CoachContext,
} from './coach-prompt.js';

const context: CoachContext = {
  displayName: 'Teddy',
  pronouns: 'he/him',
  today: '2026-11-21',
  prescription: {
    medication: 'Testosterone cypionate',
    dosage: '0.3mL',
    frequency: 'weekly',
    route: 'IM',
    paused: false,
  },
  nextInjectionDate: '2026-11-22',
  daysUntilNext: 1,
  adherenceRate: 92,
  recentMood: { mood: 2, date: '2026-11-20' },
  recentCrisis: false,
};

describe('the coach prompt', () => {
  it('forbids dosing instructions and talk of self-harm methods, and keeps answers short', () => {
    expect(coachSystemPrompt).toMatch(/Never give dosing instructions/);
    expect(coachSystemPrompt).toMatch(/prescriber/);
    expect(coachSystemPrompt).toMatch(/Never discuss methods or means of self-harm/);
    expect(coachSystemPrompt).toMatch(/Never ask for or use a legal name/);
    expect(coachSystemPrompt).toMatch(/Keep answers short/);
    expect(coachSystemPrompt).not.toMatch(/press 3/i);
  });

  it("gives the model the person's chosen name and own schedule, nothing more", () => {
    const text = coachContextText(context);
    expect(text).toContain('Name to use: Teddy');
    expect(text).toContain('Pronouns: he/him');
    expect(text).toContain('Testosterone cypionate, 0.3mL weekly, IM');
    expect(text).toContain('Next dose due: 2026-11-22 (in 1 day)');
    expect(text).toContain('last 90 days: 92%');
    expect(text).toContain('Latest mood check-in: 2/5 on 2026-11-20');
    expect(text).not.toMatch(/crisis/);
    const bare = coachContextText({
      ...context,
      displayName: undefined,
      prescription: undefined,
      nextInjectionDate: null,
      daysUntilNext: null,
      adherenceRate: null,
      recentMood: undefined,
    });
    expect(bare).toContain('do not use a name');
    expect(bare).toContain('No prescription recorded');
    expect(coachContextText({ ...context, daysUntilNext: -3 })).toContain('3 days overdue');
  });

  it('leaves crisis exchanges out of the history and says only that resources were shown', () => {
    const messages = coachMessages({
      context: { ...context, recentCrisis: true },
      history: [
        { role: 'user', content: 'hello', crisis: false },
        { role: 'assistant', content: 'hi Teddy', crisis: false },
        { role: 'user', content: 'a message that was flagged', crisis: true },
        { role: 'assistant', content: 'the crisis reply', crisis: true },
      ],
      message: 'thanks',
      pageContext: 'x'.repeat(5000),
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'system', 'user', 'assistant', 'user']);
    expect(JSON.stringify(messages)).not.toContain('flagged');
    expect(messages[1]!.content).toMatch(/showed him crisis resources/);
    expect(messages[1]!.content).toContain(`"${'x'.repeat(pageContextMaxChars)}"`);
    expect(messages[1]!.content).not.toContain('x'.repeat(pageContextMaxChars + 1));
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'thanks' });
  });
});

import { describe, expect, it } from 'vitest';
import { crisisReply, crisisResources, detectCrisis, normalizeForCrisis } from './index.js';
import { negatives, positives } from './corpus/rules-suite.js';
import { screenRules } from './rules.js';

describe('crisis detection: labelled evaluation set', () => {
  it('has enough examples of both kinds', () => {
    expect(positives.length).toBeGreaterThanOrEqual(55);
    expect(negatives.length).toBeGreaterThanOrEqual(65);
    expect(positives.length + negatives.length).toBeGreaterThanOrEqual(120);
  });

  it('reaches recall >= 0.98 and a false-positive rate <= 0.05', () => {
    const missed = positives.filter((m) => !detectCrisis(m).crisis);
    const falseAlarms = negatives.filter((m) => detectCrisis(m).crisis);
    const recall = (positives.length - missed.length) / positives.length;
    const fpr = falseAlarms.length / negatives.length;
    console.log(
      `crisis evaluation: ${positives.length} positives, ${negatives.length} negatives; ` +
        `recall ${recall.toFixed(3)} (${positives.length - missed.length}/${positives.length}), ` +
        `false-positive rate ${fpr.toFixed(3)} (${falseAlarms.length}/${negatives.length})`,
    );
    if (missed.length) console.log('missed:', missed);
    if (falseAlarms.length) console.log('false alarms:', falseAlarms);
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(fpr).toBeLessThanOrEqual(0.05);
  });
});

describe('detectCrisis', () => {
  it('grades direct intent, plans and means as urgent, indirect wording as concern', () => {
    expect(detectCrisis('I want to kill myself')).toMatchObject({ crisis: true, level: 'urgent' });
    expect(detectCrisis('I bought a rope').level).toBe('urgent');
    expect(detectCrisis('I wrote my suicide note').signals).toContain('goodbye');
    expect(detectCrisis('Everyone would be better off without me')).toMatchObject({
      crisis: true,
      level: 'concern',
      signals: ['burden'],
    });
    expect(detectCrisis('kms').level).toBe('concern');
  });

  it('answers exhaustion and hopelessness as distress, not as a crisis (the issue tiers)', () => {
    for (const message of [
      "I can't do this anymore. I'm so tired of everything",
      'I feel hopeless',
      'I feel like giving up on everything',
    ]) {
      expect(detectCrisis(message), message).toMatchObject({ crisis: false, tier: 'distress' });
    }
  });

  it('escalates to urgent when a plan or a time is named', () => {
    expect(detectCrisis("I don't want to be here anymore. I have a plan.")).toMatchObject({
      level: 'urgent',
    });
    expect(detectCrisis('I just want to disappear tonight').signals).toContain('imminent');
    // To the rules, a plan on its own is only supporting (the classifier may still weigh it).
    expect(screenRules(normalizeForCrisis('I have a plan.'))).toMatchObject({
      level: 'none',
      supporting: ['plan-or-means'],
    });
  });

  it('answers none for empty or ordinary text', () => {
    expect(detectCrisis('')).toEqual({ crisis: false, level: 'none', tier: 'none', signals: [] });
    expect(detectCrisis('   ')).toEqual({
      crisis: false,
      level: 'none',
      tier: 'none',
      signals: [],
    });
    expect(detectCrisis('Had my shot, feeling good!').crisis).toBe(false);
  });

  it('returns labels, never text from the message', () => {
    const result = detectCrisis('I have the pills saved and wrote a goodbye letter');
    for (const signal of result.signals) {
      expect(signal).toMatch(/^[a-z-]+$/);
      expect(['pills', 'letter', 'goodbye letter']).not.toContain(signal);
    }
    expect(result.signals).toEqual(expect.arrayContaining(['plan-or-means', 'goodbye']));
  });

  it('keeps screening the rest of a message after a denial', () => {
    expect(detectCrisis("I'm not suicidal").crisis).toBe(false);
    expect(detectCrisis("I'm not suicidal, but I don't want to be here anymore").crisis).toBe(true);
    expect(detectCrisis("I don't want to die but I can't go on like this").crisis).toBe(true);
  });

  it('treats a past experience as past unless it is coming back', () => {
    expect(detectCrisis('I used to cut myself in high school').crisis).toBe(false);
    expect(detectCrisis('I used to cut myself in high school and the urges came back').crisis).toBe(
      true,
    );
  });

  it('does not flag kys aimed at someone else, but does flag being told it', () => {
    expect(detectCrisis('lol kys').crisis).toBe(false);
    expect(detectCrisis('they told me to kill myself').signals).toEqual(['targeted']);
  });

  it('handles long or odd input without throwing', () => {
    expect(detectCrisis('a'.repeat(20_000)).crisis).toBe(false);
    expect(detectCrisis('🙂'.repeat(500)).crisis).toBe(false);
    expect(detectCrisis(`${'ok '.repeat(1000)}i want to die`).crisis).toBe(true);
  });

  it('normalises leetspeak, spacing, accents and invisible characters', () => {
    expect(normalizeForCrisis('K!LL  mys3lf')).toBe('kill myself');
    expect(normalizeForCrisis('s u i c i d e')).toBe('suicide');
    expect(normalizeForCrisis('sui\u200bcide')).toBe('suicide');
    expect(normalizeForCrisis('Éñd my lïfe')).toBe('end my life');
    expect(normalizeForCrisis('I ran 5km')).toBe('i ran 5km');
    expect(normalizeForCrisis("I don't want to die!!")).toBe('i dont wanna die!!');
  });
});

describe('crisisResources', () => {
  const names = crisisResources.map((r) => r.name);

  it('lists the resources of the spec, in order, each with a url and hours', () => {
    expect(names).toEqual([
      '988 Suicide & Crisis Lifeline',
      'Crisis Text Line',
      'The Trevor Project',
      'Trans Lifeline',
      'Emergency services',
    ]);
    for (const resource of crisisResources) {
      expect(resource.url).toMatch(/^https:\/\//);
      expect(resource.hours.length).toBeGreaterThan(0);
      expect(resource.phone ?? resource.text).toBeTruthy();
    }
  });

  it('has 988 (call, text and chat), Crisis Text Line, Trevor and 911', () => {
    const lifeline = crisisResources[0];
    expect(lifeline?.phone).toBe('988');
    expect(lifeline?.text).toMatch(/988/);
    expect(lifeline?.url).toBe('https://988lifeline.org');
    expect(lifeline?.hours).toBe('24/7');
    expect(crisisResources[1]?.text).toBe('Text HOME to 741741');
    expect(crisisResources[2]?.phone).toBe('1-866-488-7386');
    expect(crisisResources[2]?.description).toMatch(/under 25/);
    expect(crisisResources[4]?.phone).toBe('911');
  });

  it('never offers the retired "press 3" option', () => {
    const all = JSON.stringify(crisisResources) + crisisReply('Sam');
    expect(all).not.toMatch(/press\s*3/i);
    expect(all).not.toMatch(/option\s*3/i);
  });

  it('marks Trans Lifeline as limited hours and never shows it alone', () => {
    const transLifeline = crisisResources.find((r) => r.name === 'Trans Lifeline');
    expect(transLifeline?.phone).toContain('877-565-8860');
    expect(transLifeline?.phone).toContain('877-330-6366');
    expect(transLifeline?.hours).toMatch(/limited hours/i);
    const twentyFourSeven = crisisResources.filter((r) => r.hours === '24/7');
    expect(twentyFourSeven.length).toBeGreaterThanOrEqual(3);
    expect(names.indexOf('Trans Lifeline')).toBeGreaterThan(names.indexOf('Crisis Text Line'));
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(crisisResources)).toBe(true);
  });
});

describe('crisisReply', () => {
  it('opens with warmth, then points to help, invites more and asks about safety', () => {
    const reply = crisisReply();
    const [first] = reply.split('\n\n');
    expect(first).toMatch(/^Thank you for telling me/);
    expect(first).not.toMatch(/988|911|hotline|lifeline/i);
    const warmth = reply.indexOf('glad you reached out');
    const pointer = reply.indexOf('988');
    const invite = reply.indexOf('keep talking');
    const safety = reply.indexOf('are you safe right now?');
    expect(warmth).toBeGreaterThanOrEqual(0);
    expect(pointer).toBeGreaterThan(warmth);
    expect(invite).toBeGreaterThan(pointer);
    expect(safety).toBeGreaterThan(invite);
    expect(reply).toMatch(/741741/);
    expect(reply).toMatch(/911/);
    expect(reply).toMatch(/limited hours/);
  });

  it('greets by the display name it is given, and only that', () => {
    expect(crisisReply('Sam').startsWith('Sam, thank you for telling me')).toBe(true);
    expect(crisisReply('  ')).toBe(crisisReply());
    expect(crisisReply('**Eli**\n')).toMatch(/^Eli, /);
    expect(crisisReply('x'.repeat(200)).split(',')[0]?.length).toBeLessThanOrEqual(40);
  });

  it('never mentions methods or means, and does not lecture', () => {
    const reply = crisisReply('Sam').toLowerCase();
    for (const word of [
      'pill',
      'rope',
      'gun',
      'knife',
      'blade',
      'razor',
      'overdose',
      'hang',
      'jump',
      'bridge',
      'poison',
      'cut',
      'method',
      'means',
      'you should',
      'you must',
      'diagnos',
    ]) {
      expect(reply).not.toContain(word);
    }
  });

  it('is itself never mistaken for ordinary chat by the detector (no echoing needed)', () => {
    // The reply talks about help, not harm: screening it finds no method wording.
    expect(detectCrisis(crisisReply()).signals).not.toContain('plan-or-means');
  });
});

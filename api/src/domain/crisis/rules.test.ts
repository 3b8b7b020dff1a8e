// Over 400 lines on purpose: the paraphrase suite of every crisis rule family in one place, so
// the engineer who retrains the classifier reviews rule behaviour in one file.
import { describe, expect, it } from 'vitest';
import {
  crisisReply,
  crisisResources,
  detectCrisis,
  distressThemesOf,
  normalizeForCrisis,
} from './index.js';
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

/**
 * The rule families written from the training part's misses (rules-relief.ts, rules-acts.ts,
 * rules-goodbye.ts, rules-home.ts, distress-rules.ts). Every example here is written for this test,
 * not copied from the corpus: paraphrases each family must catch, and the ordinary wording beside
 * them (idioms, negation, the past, topics, medication questions) it must leave alone.
 */
const FAMILIES: {
  family: string;
  level: 'urgent' | 'concern';
  catches: string[];
  leaves: string[];
}[] = [
  {
    family: 'death or not waking up as relief, rest or peace',
    level: 'concern',
    catches: [
      'honestly not waking up tomorrow would be a relief',
      "I keep praying I just don't wake up in the morning",
      "I wouldn't mind if I never woke up",
      'being dead sounds so peaceful right now',
      'death feels like it would finally be a rest',
    ],
    leaves: [
      "I hope I don't wake up late tomorrow for my appointment",
      "I'd rather not wake up early tomorrow",
      "I wouldn't mind if I died my hair blue",
      'death in that film was beautifully peaceful',
      'sleeping in on sunday would be so nice',
      'I never think about not waking up anymore, T changed everything',
    ],
  },
  {
    family: 'not existing, not being around',
    level: 'concern',
    catches: [
      'it would be so nice to just not exist',
      'I wish I could stop existing',
      "I'd love to just cease to exist",
      'i be wanting to not be here for real',
    ],
    leaves: [
      'I used to wish I could stop existing, now I love my life',
      "I don't want to disappear, I want to be seen",
      'I want to stop existing in the closet',
      "I'd rather not be here at this party lol",
    ],
  },
  {
    family: 'being a burden, better without me',
    level: 'concern',
    catches: [
      'my family would be so much happier without me around',
      'everyone would be better of without me tbh',
      "it would be easier for everyone if I wasn't around",
      "I'm just dead weight to everyone",
    ],
    leaves: [
      'my team would be fine without me for a week while I recover from surgery',
      'the party will be fine without me tonight',
      'the team would be better without me this week, I am on leave',
      'I feel like a burden asking my friend for a ride, but he said he is happy to',
    ],
  },
  {
    family: 'hoping for an accident or an illness',
    level: 'concern',
    catches: [
      'I keep hoping a truck hits me on my way to work',
      'part of me hopes the plane goes down',
    ],
    leaves: ['I hope the plane lands on time', 'I keep hoping my truck passes inspection'],
  },
  {
    family: 'at a height or by the tracks, means in hand, taken',
    level: 'urgent',
    catches: [
      "I'm standing on the edge of the roof",
      "I'm at the train tracks right now",
      "I'm holding the pills in my hand",
      'the pills are lined up on my desk',
      'I just took everything in my medicine cabinet',
      'I already overdosed',
    ],
    leaves: [
      "I'm standing on the roof of the parking garage taking photos of the sunset",
      "I'm at the train tracks near my house waiting for the commuter train to work",
      "I'm holding the pills my doctor prescribed, which one is for nausea?",
      'I accidentally injected twice this week',
      'I injected the whole vial by accident, should I call my doctor?',
      'I took all my pills this morning with breakfast',
      'I just took everything out of the car',
      'how many mg of T is too many per week',
    ],
  },
  {
    family: 'doing it tonight',
    level: 'urgent',
    catches: [
      "I'm doing it tonight, nobody can stop me",
      'tonight I end it',
      "i've decided its time",
    ],
    leaves: [
      "I'm doing it tonight! first shot at home, nervous",
      'gonna do it tonight, coming out to my parents',
      "I've decided it's time to cut my hair",
      "I'm gonna kill it at the gym tonight",
    ],
  },
  {
    family: 'self-harm now or lately',
    level: 'concern',
    catches: [
      "I cut too deep and it won't stop bleeding",
      'I burned my arm with a lighter again last night',
      'scratched my wrists until they bled',
      'I punched the wall till my knuckles bled, on purpose',
      'relapsed last night and cut again',
      'I have fresh cuts on my thighs',
      "I didn't hurt myself today but I really wanted to",
    ],
    leaves: [
      "I cut my finger chopping onions and it won't stop bleeding",
      'I burned my arm on the oven rack again',
      'scratched my arm on a rosebush until it bled, gardening is brutal',
      'I punched the heavy bag till my knuckles bled at boxing',
      'I relapsed on vaping after a month',
      'fresh cuts of steak for dinner tonight',
      'cutting now, bulking was fun but time to lean out',
      'I used to cut myself in high school, I am years clean',
    ],
  },
  {
    family: 'goodbyes, last messages, giving things away',
    level: 'urgent',
    catches: [
      'I wrote letters for my mom and my brother',
      'this is my last msg. goodbye everyone',
      'tell my sister I loved her',
      "I won't need my next dose. goodbye",
      "I'm done. goodbye",
    ],
    leaves: [
      'I wrote letters to my senators about the bill',
      'this is my last message for tonight, goodnight',
      'tell my sister I love her when you see her',
      "I won't need my next dose until friday",
      "I'm done with my shot, goodbye for now",
      'this is goodbye to my long hair, cutting it all off tomorrow',
      'tonight is the night! surgery tomorrow, thank you for everything coach',
      "I won't need my binder after top surgery",
    ],
  },
  {
    family: 'someone else at risk',
    level: 'concern',
    catches: [
      "my boyfriend told me he doesn't want to be alive anymore",
      'my best friend has pills saved and said goodbye to everyone',
      'my roommate has been giving all his stuff away',
      'my partners been talking about wanting to die',
    ],
    leaves: [
      'my friend said he wants to die his hair green',
      "my friend doesn't want to be alone this weekend",
      "my roommate is giving away his old couch because he's moving",
      "my friend doesn't want to die, he wants to get better",
    ],
  },
  {
    family: 'danger at home, being told to die',
    level: 'concern',
    catches: [
      "my stepdad said he'd put me in the hospital if I start T",
      "my dad hits me when he's drunk",
      "I'm not safe at home",
      "my mom said she'd rather see me dead",
      'kids at school keep telling me to kys',
      'my uncle keeps saying people like me should be shot',
    ],
    leaves: [
      "my stepdad said he'd drive me to the clinic",
      'my dad hit me up to ask about dinner',
      'my brother beat me at mario kart again lol',
      "my dad said he'd kill me if I crashed the car again lol",
      'I feel safe at home now',
      'kids at school keep telling me to cut my hair',
      'people like me should be able to get care',
    ],
  },
  {
    family: 'Spanish',
    level: 'concern',
    catches: [
      'ya no quiero seguir viviendo',
      'mi familia estaría mejor sin mí',
      'me siento una carga',
      'ya tomé todas las pastillas',
    ],
    leaves: [
      'no quiero seguir viviendo en esta ciudad',
      'me siento una persona nueva',
      'mi mamá me va a matar cuando vea el tatuaje',
    ],
  },
];

describe('rule families written from the training misses', () => {
  for (const { family, level, catches, leaves } of FAMILIES) {
    it(`${family}: catches paraphrases at ${level} or above`, () => {
      for (const message of catches) {
        const rules = screenRules(normalizeForCrisis(message));
        expect(rules.level, message).not.toBe('none');
        if (level === 'urgent') expect(detectCrisis(message).level, message).toBe('urgent');
      }
    });

    it(`${family}: leaves idioms, negation, the past, topics and medication questions alone`, () => {
      for (const message of leaves) {
        expect(screenRules(normalizeForCrisis(message)).level, message).toBe('none');
      }
    });
  }

  it('rules out a crisis question the writer answered no', () => {
    expect(detectCrisis('my therapist asked if I am suicidal and I said no').crisis).toBe(false);
    expect(detectCrisis('therapist asked if I have thoughts of self-harm, I said no').crisis).toBe(
      false,
    );
  });

  it("never leaves 'asked if I am safe and I lied' unanswered: lying about safety is a warning sign", () => {
    // The rules leave it alone (nothing was answered no); the classifier retrained with L2 1e-6
    // reads it as concern, and a caring check-in is the cheap error here.
    expect(
      screenRules(normalizeForCrisis('my therapist asked if I am safe and I lied')).level,
    ).toBe('none');
    expect(detectCrisis('my therapist asked if I am safe and I lied').tier).not.toBe('none');
  });

  it("reads 'I'd rather die than wear that' as an idiom, not 'rather die than go on'", () => {
    expect(screenRules(normalizeForCrisis("I'd rather die than wear a dress lol")).level).toBe(
      'none',
    );
    expect(screenRules(normalizeForCrisis("I'd rather die than go on like this")).level).not.toBe(
      'none',
    );
  });
});

describe('distress themes written from the training misses', () => {
  const distress: [string, string][] = [
    ['i cry every single night lately', 'exhausted'],
    ["everything feels so heavy and it's all too much", 'exhausted'],
    ["i'm at the end of my rope with all of this", 'exhausted'],
    ['nothing makes me happy anymore', 'hopeless'],
    ["i'm losing hope that anything will change", 'hopeless'],
    ['i feel like such a failure', 'worthless'],
    ["i'll never pass, i'll never be a real man", 'worthless'],
    ['my friends stopped inviting me after i came out', 'alone'],
    ['my parents say i am not their son anymore', 'family'],
    ['i hate my chest so much', 'dysphoria'],
    ["i've given up on getting surgery", 'giving-up'],
    ['i have no energy for anything these days', 'exhausted'],
    ['back to square one with the clinic, again', 'hopeless'],
    ["i'm not man enough and not trans enough", 'worthless'],
    ["my girlfriend left me because i'm trans", 'family'],
  ];

  it.each(distress)('%s: distress (%s), never a crisis', (message, theme) => {
    expect(distressThemesOf(message)).toContain(theme);
    expect(detectCrisis(message)).toMatchObject({ crisis: false, tier: 'distress' });
  });

  it('leaves the past and ordinary giving up alone', () => {
    for (const message of [
      'used to hate my body, now i kind of like it',
      'i give up on this crossword lol',
      'i had a panic attack last year but i am calm now',
      "i'm drowning in homework this week",
      'burnt out from finals, taking a nap',
    ]) {
      expect(distressThemesOf(message), message).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { crisisReply, crisisResources, detectCrisis, normalizeForCrisis } from './index.js';

/**
 * The labelled evaluation set. Written for this audience (trans men on T): the
 * negatives are ordinary chat, HRT questions and idioms that share words with
 * crisis language; the positives cover every family, with slang, typos,
 * leetspeak and indirect wording. A new false negative or false positive found
 * in the wild belongs here.
 */
const positives: string[] = [
  // direct intent
  'I want to die',
  'i just wanna die honestly',
  'I want to kill myself',
  "I'm going to kill myself",
  "I've been thinking about ending my life",
  'I think I might end my life',
  "I'm suicidal",
  'feeling really suicidal today',
  "I've been having suicidal thoughts since my family cut me off",
  'I keep thinking about suicide',
  'I wish I was dead',
  "I'd rather be dead than keep living like this",
  "honestly I'm better off dead",
  'i hope i die in my sleep',
  'I want to take my own life',
  "I'm thinking about committing suicide",
  "can't stop thinking about killing myself",
  "I'd rather die than detransition",
  // leetspeak, spacing, typos, accents, shouting
  'i want to k!ll myself',
  'k1ll mys3lf',
  's u i c i d e is all I think about',
  'im so sucidal rn',
  'I want to kil my self',
  "I'm feeling $uicidal",
  'i wnat to die',
  'I WANT TO DIEEEE',
  'I want to dïe',
  'i wanna d i e',
  'su1c1d4l again',
  'i want to kill myslef',
  // indirect and passive
  "I don't want to be here anymore",
  'Everyone would be better off without me',
  'I want to disappear',
  'I just want to go to sleep and never wake up',
  "There's no reason to live",
  "I can't go on",
  "I can't do this anymore. I'm so tired of everything",
  "I don't want to exist",
  "I wish I'd never been born",
  "i'm so tired of living",
  "What's the point of living like this",
  "Life isn't worth living",
  'I feel like such a burden to everyone',
  'Nobody would even notice if I was gone',
  "I won't be around much longer",
  'I just want it all to end',
  "I hope I don't wake up tomorrow",
  "I don't want to live anymore",
  'i keep thinking about dying',
  "I'm done with life",
  'I feel like ending things',
  'I wish I could stop existing',
  // self-harm
  'I cut myself last night',
  'I want to hurt myself',
  "I've been self-harming again",
  'I relapsed on cutting after 8 months',
  'I burned myself on purpose',
  'I have the urge to cut again',
  'been hurting myself to feel something',
  'I started cutting again after my mom misgendered me at dinner',
  'self harm urges are really bad',
  'I used to self harm and lately it is coming back',
  // plans, means, goodbyes
  'I have the pills saved',
  "I've been saving up my sleeping pills",
  'I bought a rope',
  'I wrote a goodbye letter to my family',
  'I wrote my suicide note',
  "I'm giving my things away to friends",
  "I know how I'd do it",
  "I'm going to take all my pills",
  'thinking about jumping off the bridge near my apartment',
  "By the time you read this I'll be gone",
  'This is goodbye. Thank you for everything',
  // slang
  'kms',
  'literally gonna kms',
  'i want to unalive myself',
  'thinking about unaliving',
  'sewer slide seems like the only option',
  'I want to self delete',
  'k m s',
  'k.m.s fr',
  'I want to ctb',
  // being targeted, someone else, asking for help
  'people at school keep telling me to kys',
  'my friend said he wants to kill himself, what do I do',
  'Is there a suicide hotline number?',
  // held-out probes: written after the first rules, then used to fix them
  'i really want to die right now',
  "I'm going to end it all",
  'i just want to stop existing',
  'I keep wanting to cut',
  'i want to be dead',
  'honestly thinking about kms',
  'I wish I could just disappear forever',
  'I dont see any reason to live anymore',
  'no one would care if i died',
  "I'm planning to kill myself this weekend",
  "I've decided to end my life",
  'I think about suicide every day',
  "i attempted suicide last year and I'm thinking about it again",
  "I'm scared I'm going to hurt myself",
  'I cut my wrists',
  'my family would be better off if I was gone',
  'i want to unalive',
  'Thinking of writing goodbye letters to everyone',
  "i've been stockpiling my meds",
  'I want to overdose',
  'I tried to kill myself last week',
  'i feel like dying',
  "I'm so tired of being alive",
  "what's the point of anything anymore",
  "i'm cutting myself again",
  'i want it to be over, all of it',
  "I'd be better off dead",
  "I'm gonna jump in front of a train",
  'the world would be better without me',
  "I can't keep living like this",
  'I have no reason to keep going',
  'i hate my body so much i want to die',
  'suicidal thoughts are back',
  'I want to sleep forever',
  'i want to kill my self tonight',
  'I feel suicidal',
  'i cant take it anymore i just want to die',
  'everything is pointless, I want to end it',
  "tonight's the night, I'm done",
  'Nobody would miss me if I was gone',
  'I want to kill myself lol',
  'lowkey want to die',
  'i should just kill myself',
  'ive been thinking of ways to die',
  "i'm thinking of ending it",
  'I dont wanna be alive',
  'I took a bunch of pills on purpose',
  "My mom says she'd rather have a dead daughter than a son and I'm starting to think I should just die",
  'suicide seems like the only way out',
  'ive been having thoughts of suicide',
  'i hurt myself again last night',
  'i want to end myself',
  "I'm going to hang myself",
  'I want to slit my wrists',
  'idk if i want to live anymore',
  "i'm a burden to my family",
  'i want to die so bad',
  "I'm better off gone",
  "i'm going to kms fr",
  "I just don't want to wake up anymore",
  'Every day I think about killing myself',
  "I've started self harming",
  "i don't think i can keep going",
  'i want to disappear and never come back',
  'nobody would care if i disappeared',
  'I plan to take my life',
  "they'd all be happier if I was dead",
  'i dont want to live like this anymore',
  "I'm thinking about hurting myself",
  "i'm so done with everything i want to die",
  'im gonna off myself',
  'thinking about suicide again',
];

const negatives: string[] = [
  // the hard negatives of the issue
  "I'm dying to know my levels",
  'I killed it at the gym today',
  'This workout is killing me',
  'Kill Bill is my favourite movie',
  'The needle hurt today',
  'My thigh hurts after the shot',
  'I could die of embarrassment lol',
  'dead tired after work',
  'that cheesecake was to die for',
  'my phone battery died halfway through my injection video',
  'just killing time in the waiting room',
  'cutting my hair short for the first time!!',
  'I need to cut back on coffee',
  'my ex can go die in a fire',
  "I don't want to be here at this clinic, the receptionist keeps deadnaming me",
  // idioms and look-alikes
  'I ran 5 kms today',
  'did 10kms on the bike',
  'I cut myself shaving for the first time lol, beard problems',
  'I accidentally cut myself opening the syringe packaging',
  'I burned myself on the stove making breakfast',
  'I wrote a goodbye letter to my old name',
  'giving away my old binders now that I had top surgery',
  "I'm not suicidal, just tired of waiting for my appointment",
  'I would never hurt myself',
  "I used to be suicidal before T, now I'm so much happier",
  'I was suicidal years ago before transitioning, T changed everything',
  'Testosterone literally saved my life',
  'Starting T gave me my life back',
  "I can't go on T until my blood work comes back",
  "I'm going to shoot myself in the thigh tonight, first time doing it alone",
  'Suicide Squad was a terrible movie',
  'I read an article about suicide rates among trans youth',
  "I'm cutting again for summer, tracking macros",
  'I bought a jump rope for cardio',
  'my voice cracked during a meeting and I wanted to disappear into the floor',
  'I want to disappear for a week to a cabin with no wifi',
  "I'm dead 😂 that meme",
  "I'm so done with this week",
  'my cat is killing me, he knocked the sharps container over',
  'This acne is killing my confidence',
  "I'm dying for a coffee",
  'I killed my workout today',
  'I hurt myself lifting at the gym',
  "I'm two years clean from self harm today!",
  'ugh I want to die my hair blue',
  "I don't want to live in this state anymore with these laws",
  "I'm ready to die on this hill: T is worth it",
  "I've been killing myself at the gym to get these gains",
  "I'm killing it at work since starting T",
  "I'm not going to kill myself, I just need to vent about my mom",
  'I cut myself some slack this week',
  'I cut myself off from my toxic family and I feel better',
  'burning myself out at work, I need a break',
  "I'm literally dead, this meme",
  'The Kill Bill soundtrack slaps',
  'Dying Light is my favourite game',
  "I'd die for my little brother",
  'my grandma died last year and I miss her',
  "what's the point of rotating sites?",
  "I don't want to wake up early for my labs tomorrow",
  'ending my life as a girl and starting my life as a man feels amazing',
  "There's no reason to panic about a late shot, right?",
  "I'm so done with life admin this week",
  'I want to end it with my girlfriend, we fight all the time',
  'I have a plan for my workouts this week',
  'We set a date for my top surgery!',
  "you're useless, kys",
  'my friend is dying to meet my new beard',
  'I wanted to scream when the pharmacist used my deadname',
  // ordinary HRT chat
  'What happens if I miss a dose?',
  'How should I rotate injection sites?',
  'Can I die from an air bubble in the syringe?',
  'Is high hematocrit dangerous?',
  'When should I get my labs drawn?',
  'the nurse said the vial is fine at room temperature',
  "I'm scared of needles, can you help?",
  'Happy T-versary! One year today',
  "I'm so tired today",
  'the injection site is a bit red and sore',
  'I forgot my shot yesterday, what should I do?',
  'Can I store my vial in the fridge?',
  'my levels came back low and my doctor wants to change my dose',
  'My voice is finally dropping and I love it',
  'feeling kind of down and dysphoric today',
  'Any tips for journaling about transition?',
  // held-out probes: written after the first rules
  "I'm dying laughing at this",
  'my plants keep dying',
  "I'm killing it with my new workout routine",
  'killer leg day today',
  'This heat is killing me',
  'I almost died when my barber called me sir',
  'Can testosterone kill you if your hematocrit is high?',
  'My Kill Bill poster arrived',
  'that shot hurt like hell',
  'my glute is bruised after the injection',
  'I cut back on sugar since starting T',
  "I'm cutting down on caffeine",
  'I need a haircut, thinking of cutting it all off',
  'Deadlifts are my favourite',
  "I'm dead serious about starting T",
  "The suicide prevention walk is on Saturday, I'm volunteering",
  "my dad's car has suicide doors",
  "I'm done with my exams finally",
  "I can't wait to start T",
  "I don't want to go to my appointment alone",
  "I'm not going anywhere this weekend",
  'I wanted to die of happiness when my voice dropped',
  'Life is so good since starting T',
  'I feel like a new person',
  "I'm over the moon",
  'I hate needles so much',
  "I can't do this injection by myself yet, can you help?",
  'my shot is overdue by two days',
  'what if I accidentally double my dose?',
  "I'm giving away my pre-T clothes to a friend",
  'I bought a rope ladder for my loft',
  'I finally killed that spider',
  "we're killing it as a team",
  "I'd kill for a good night's sleep",
  'dying to start T already!',
  "the dysphoria is killing me today but I'm hanging in there",
  "I'm hanging out with friends tonight",
  'my T shot is due tonight',
  'How do I dispose of used needles?',
  'The new season of that show killed me',
  "Can I cut my pills in half? (it's finasteride)",
  "I'm ready to start my new life",
  'my binder is killing my ribs',
  "I feel like I'm dying of thirst after the gym",
  'I died laughing at my cat',
  "I hope I don't die of boredom in this meeting",
  'I want to end my appointment early',
  'my life is finally beginning',
  "I'm so tired of waiting for my name change",
  "I'm in a lot of pain after the injection",
  "please help, I don't know how to draw up my dose",
  'I killed the interview',
  'The pharmacy said my prescription expired',
  "this dysphoria is the worst but I'm hanging on",
  'I wanted to cry when they called me he',
  "I'm sooo done with this weather",
  'I gotta kill some time before my appointment',
  "I'm going to kill it at my presentation tomorrow",
  'My voice is dying after karaoke',
  "I'm dying, this is hilarious",
  "I don't want to die young, so I'm careful with my hematocrit",
  'can I cut my syringe needle cap off safely',
  "if i miss my shot i'll die lol jk what happens",
  'My doctor killed my hopes of starting T this year',
  'My binder cuts into my skin, is that normal?',
  'the cut on my finger healed',
  'I need to hurt my legs less when I run, any tips',
  "What's the point of lab tests?",
  "life is hard but I'm managing",
  'I dream about top surgery every night',
  "I'm gonna die of old age waiting for my appointment lol",
];

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

  it('escalates to urgent when a plan or a time is named', () => {
    expect(detectCrisis("I don't want to be here anymore. I have a plan.")).toMatchObject({
      level: 'urgent',
    });
    expect(detectCrisis('I just want to disappear tonight').signals).toContain('imminent');
    // a plan on its own is ordinary
    expect(detectCrisis('I have a plan.').crisis).toBe(false);
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

import { safeDisplayName } from '../crisis/index.js';
import {
  offlineCoachNotice,
  siteWords,
  type OfflineCoachContext,
  type OfflineIntent,
} from './context.js';

// Part of the offline coach (see coach.ts).
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Stride has your next dose due on Friday, March 7 (in 2 days).' or null. */
export function nextDoseLine(context: OfflineCoachContext): string | null {
  const days = context.daysUntilNext;
  const date = context.nextInjectionDate ? formatDate(context.nextInjectionDate) : null;
  if (days === null || days === undefined || !Number.isFinite(days)) {
    return date ? `Stride has your next dose due on **${date}**.` : null;
  }
  const n = Math.trunc(days);
  const when =
    n < 0
      ? `${-n} day${n === -1 ? '' : 's'} overdue`
      : n === 0
        ? 'due today'
        : `in ${n} day${n === 1 ? '' : 's'}`;
  return date
    ? `Stride has your next dose due on **${date}** (${when}).`
    : `Stride shows your next dose ${when}.`;
}

export function hashSeed(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

export function pick<T>(items: readonly T[], seed: number, offset = 0): T {
  const index = (((seed + offset) % items.length) + items.length) % items.length;
  return items[index] as T;
}

export function withNotice(parts: (string | null | false | undefined)[]): string {
  return [...parts.filter((p): p is string => Boolean(p)), offlineCoachNotice].join('\n\n');
}

// ---------------------------------------------------------------------------
// Content

/** Affirmations written for trans men; one is shown at a time, rotating. */
export const affirmations: readonly string[] = [
  "You are a man, fully and already. T doesn't make you real; it helps your body catch up with who you've always been.",
  'Your pace is the right pace. Every change arrives in its own time, and none of them decides your worth.',
  "The courage it took to get here counts. You chose yourself, and that's something to be proud of.",
  'Your voice, cracking or deep, is your voice. It belongs to you at every stage.',
  "You deserve to be called by your name and your pronouns, every single time. Wanting that isn't asking too much.",
  "Some days the mirror is kind and some days it isn't. Either way, you are still you, and you are still becoming.",
  "There's no one right way to be a man. The version of you that's unfolding is a good one.",
  'Looking after your body with every dose, every lab and every check-in is an act of self-respect.',
  "You're not behind. Comparing timelines is easy to do and never the whole story.",
  'The people who see you clearly are lucky to know you. You belong in this world, exactly as you are.',
];

/** Journaling prompts; three are offered at a time, rotating. */
export const journalingPrompts: readonly string[] = [
  "What's one change, big or small, that you've noticed in yourself this month?",
  'Write a letter to yourself one year from now. What do you hope he knows?',
  'When did you last feel completely at home in yourself? What was happening?',
  'What is something about your transition that nobody asks about, but you wish they would?',
  'Who in your life sees you most clearly? What do they do that makes you feel seen?',
  "What's been hardest this week, and what helped, even a little?",
  'Describe your ideal ordinary day a few years from now, from morning to night.',
  'What would you tell someone who is about to start T tomorrow?',
  "What's something you're proud of that has nothing to do with how you look?",
  'Which part of your routine (shots, check-ins, rest) is working well, and which could be gentler?',
];

export const TOPICS = [
  '**Missed or late doses**: what to do and who to ask',
  '**Injection sites**: where, and why to rotate',
  '**Drawing up and injecting**: clean, safe steps',
  '**Storing your vial**: temperature, light, crystals',
  '**Early changes on T**: what tends to happen, and roughly when',
  '**Side effects**: what to watch for and raise with your provider',
  '**Your next appointment**: labs and questions to ask',
  '**Needle nerves**: tips for injection anxiety',
  '**Affirmations** and **journaling prompts**',
];

export function topicList(): string {
  return TOPICS.map((t) => `- ${t}`).join('\n');
}

export const ASK_PRESCRIBER =
  'For anything about how much to take or when, including changing your dose or your schedule, please ask your prescriber: they know your labs and your plan.';

export type Composer = (ctx: OfflineCoachContext, seed: number) => string;

export const REPLIES: Record<Exclude<OfflineIntent, 'crisis'>, Composer> = {
  'missed-dose': (ctx) => {
    const rate = ctx.adherenceRate;
    const adherence =
      typeof rate === 'number' && Number.isFinite(rate)
        ? rate >= 80
          ? `You've taken ${Math.round(rate)}% of your doses over the last 90 days. One missed dose doesn't undo that.`
          : 'Wherever your streak is right now, what matters is getting back on track, and reminders in Stride can help.'
        : null;
    return withNotice([
      "Missing a dose happens to almost everyone at some point, so please don't be hard on yourself. Here's a calm way to handle it:",
      [
        '- **Log the injection in Stride on the day you actually take it**, so your history stays accurate for you and your provider.',
        '- **Check what your prescriber told you** about missed doses. If they gave you a plan, follow it.',
        "- **If you don't have a plan, message or call your prescriber's office or your pharmacist** and ask whether to take it when you remember or wait. The answer depends on how late it is and on your schedule.",
        "- **Don't double up** or take two doses close together to catch up. Stride will ask you to confirm if you log two doses close together.",
      ].join('\n'),
      'When levels dip, some people notice low energy, mood changes, hot flashes or spotting for a while. Mention it to your provider if it happens or lasts.',
      adherence,
      nextDoseLine(ctx),
    ]);
  },
  'late-dose': (ctx) =>
    withNotice([
      'Life gets busy, and shifting a shot now and then is something a lot of people deal with.',
      [
        "- **Your prescriber decides** how early or late is okay and whether to move your injection day. If you're travelling or your day needs to change, ask them before you shift it.",
        "- **If you forgot and it's now late**, log it in Stride, and check with your prescriber or pharmacist about taking it when you remember, if that's not already in your plan.",
        "- **Don't take an extra dose** to make up for lost time.",
        '- **Travelling?** Keep your vial in its labelled box in your carry-on with your prescription, plus enough supplies and a small sharps container.',
      ].join('\n'),
      nextDoseLine(ctx),
    ]),
  'dose-question': () =>
    withNotice([
      "That's a really fair question, and it's one only your prescriber can answer well. I don't give dose amounts or suggest changes, because the right dose depends on your labs, your goals, your route (IM or SubQ) and how you're feeling.",
      'What I can help with is getting a clear answer:',
      [
        '- Write down what you notice (energy, mood, changes, any side effects) and when it happens in your injection week. Stride check-ins help with this.',
        '- Ask whether your next labs should be a trough (right before a dose) or a mid-cycle level, so the results mean what you think they mean.',
        "- Ask what target range they're aiming for, and what would make them change your dose.",
        "- Read your dose back from your prescription label and ask your pharmacist to show you the syringe marking if you're ever unsure.",
      ].join('\n'),
      ASK_PRESCRIBER,
    ]),
  'site-rotation': (ctx) =>
    withNotice([
      'Rotating sites gives each spot time to heal, which means less soreness, fewer lumps and less scar tissue over time.',
      // The sites Stride's picker offers (thighs, glutes, deltoids for IM; abdomen, thighs
      // for SubQ), only the person's route when it is known.
      [
        ...(ctx.route === 'SubQ'
          ? []
          : [
              '**Intramuscular (IM)** sites in Stride:',
              '- **Thighs** (outer thigh, vastus lateralis): easy to reach yourself',
              '- **Glutes** (the upper outer part, or the side of the hip)',
              '- **Deltoids** (upper arm): a smaller muscle, so ask your provider if it suits you',
            ]),
        ...(ctx.route ? [] : ['']),
        ...(ctx.route === 'IM'
          ? []
          : [
              '**Subcutaneous (SubQ)** sites in Stride:',
              '- **Abdomen**, staying a couple of inches away from your belly button',
              '- **Thighs** (front or outer)',
            ]),
      ].join('\n'),
      [
        '**Simple ways to rotate:**',
        '- Alternate left and right each time',
        "- Move a finger's width or more away from your last spot",
        '- Log the site in Stride, so you can see at a glance where you went last',
      ].join('\n'),
      ctx.suggestedSite
        ? `Next in your rotation: **${siteWords(ctx.suggestedSite)}** (the site you have gone longest without).`
        : '',
      'Use the sites and route your clinician showed you. Skip any spot that is bruised, red, swollen or scarred.',
      nextDoseLine(ctx),
    ]),
  'drawing-up': (ctx) =>
    withNotice([
      "Here's a general hygiene checklist. Your clinic's own instructions come first, and asking them to watch you do one injection is completely normal.",
      [
        '1. **Wash your hands** well and set out your supplies on a clean surface.',
        '2. **Check the vial**: the right medication, not expired, and no cloudiness or particles (crystals are covered under storage).',
        '3. **Wipe the rubber top** with a fresh alcohol swab and let it dry.',
        '4. **Use a new sterile needle and syringe every time.** Never reuse them, and never share needles, syringes or vials with anyone.',
        '5. **Draw up exactly the dose on your prescription**, reading the syringe marking at eye level. If you use a separate drawing needle, switch to your injection needle as your clinic showed you.',
        '6. **Tap out air bubbles** and push them out gently before injecting.',
        '7. **Clean the injection site** with a new swab and let it dry, which also stings less.',
        "8. **Put the used needle and syringe straight into a sharps container.** Don't recap it. Your pharmacy can tell you how to dispose of a full container where you live.",
      ].join('\n'),
      ASK_PRESCRIBER,
      nextDoseLine(ctx),
    ]),
  'vial-storage': () =>
    withNotice([
      'Testosterone cypionate and enanthate are oils, and they like a calm life:',
      [
        '- **Room temperature**, around 68-77 °F (20-25 °C), somewhere dry.',
        '- **Away from light**: keeping the vial in its box is easiest.',
        "- **Don't refrigerate or freeze it**, and don't leave it in a hot car.",
        "- **Crystals?** Cold can make crystals form. Warming the vial gently in your hands and rolling it usually dissolves them. If they don't dissolve, or the oil looks cloudy or has particles, don't use it, and ask your pharmacist.",
        '- **How long it lasts once opened** depends on the product: check the label or ask your pharmacist.',
        "- **Keep it secure** and out of reach of kids and pets. In the US it's a controlled medication, so keep it in its labelled box.",
      ].join('\n'),
    ]),
  'early-changes': () =>
    withNotice([
      "Everyone's timeline is different (genetics, age, your levels and your route all play a part), so treat these as rough ranges from clinical guidelines, not deadlines:",
      [
        '- **First weeks to months**: oilier skin and often some acne, more energy for some, a change in libido.',
        "- **Periods**: usually slow down and stop within the first several months. If they don't, or bleeding comes back, tell your provider.",
        '- **Bottom growth**: often starts within the first few months.',
        '- **Voice**: often cracks and starts dropping within the first months, and keeps settling for a year or more.',
        '- **Facial and body hair**: usually starts within months and keeps filling in over several years.',
        '- **Fat redistribution and muscle**: gradual, over months to a few years, and helped by strength training.',
        '- **Mood**: many people feel steadier and more themselves. Big swings or irritability are worth raising with your provider.',
      ].join('\n'),
      "**Also important:** testosterone is not reliable birth control. If you have sex that could lead to pregnancy, talk with your provider about contraception. If fertility matters to you, it's worth asking about options too.",
      "Progress photos and journal entries in Stride make it easier to see changes that creep up slowly. You're not behind; you're on your own timeline.",
    ]),
  'side-effects': () =>
    withNotice([
      "Good on you for paying attention to your body. Here's what's worth knowing:",
      [
        '**Common, and worth mentioning at your next visit:**',
        '- Acne or oily skin',
        '- Scalp hair thinning (often genetic)',
        '- Mood changes, irritability or trouble sleeping, including snoring',
        '- Soreness, a small bruise or a small lump at the injection site for a day or two',
      ].join('\n'),
      [
        '**Call your provider soon if you notice:**',
        '- Ongoing headaches, dizziness, a flushed face, or unusual tiredness. These can go with a high hematocrit (thick blood), which labs check for.',
        "- A lump or pain at a site that keeps coming back or isn't going away",
        '- Bleeding after your periods had stopped',
      ].join('\n'),
      [
        '**Get care the same day if an injection site shows signs of infection:** redness or warmth that spreads, swelling, pus, or fever.',
        '',
        '**Call 911** for chest pain, trouble breathing, sudden weakness or numbness on one side, trouble speaking, a painful swollen leg, or swelling of your face or throat.',
      ].join('\n'),
      ASK_PRESCRIBER,
    ]),
  'provider-questions': () =>
    withNotice([
      'Going in with a list makes appointments so much easier. Ideas to bring:',
      [
        '**Labs people on T usually have checked:**',
        '- **Testosterone level** (total, sometimes free)',
        '- **Hematocrit / hemoglobin** (a blood count)',
        '- **Lipids** (cholesterol), and blood pressure at the visit',
        '- Sometimes estradiol, or other labs your provider wants',
      ].join('\n'),
      [
        '**Questions to ask:**',
        '- "Should my blood draw be a trough (right before my next dose) or mid-cycle?" Ask, so each result is comparable, and note in Stride when you last injected.',
        '- "What range are we aiming for, and why?"',
        '- "How often should I have labs?"',
        '- "What should I do if a dose is late or missed?"',
        '- "Which injection sites and needles do you recommend for me?"',
        '- "Which symptoms should make me call you?"',
        '- "What are my options for contraception and fertility?"',
      ].join('\n'),
      "Stride's provider report puts your recent doses, sites, adherence and mood in one place to bring along.",
    ]),
  'injection-anxiety': (ctx) =>
    withNotice([
      "Needle nerves are really common, and they don't mean you're doing anything wrong. A lot of people find it gets easier with a routine. Some things that help:",
      [
        '- **Set up first**: same place, same time, everything laid out, so there are no decisions in the moment.',
        '- **Breathe slowly**, with a longer out-breath than in-breath, for a minute before you start.',
        '- **Let the alcohol dry**, and let your vial sit at room temperature. Both make it sting less.',
        '- **Numb the spot** with an ice pack for a minute, or ask your provider or pharmacist about a numbing cream.',
        '- **Distract yourself** with music, a show, or a friend on the phone or next to you.',
        '- **Feel faint?** Sit or lie down to inject, and tell your clinic.',
        '- **Ask your clinic** to watch you do one or to do it with you. And if needles stay really hard, ask about other forms of testosterone.',
      ].join('\n'),
      "Every shot you do is you showing up for yourself. That's brave.",
      nextDoseLine(ctx),
    ]),
  'low-mood': (ctx, seed) => {
    const name = safeDisplayName(ctx.name);
    const mood =
      typeof ctx.recentMood === 'number' && ctx.recentMood <= 2
        ? 'Your recent check-ins suggest things have been heavy for a while, so thank you for saying something.'
        : null;
    return withNotice([
      `${name ? `I'm sorry, ${name}.` : "I'm sorry."} That sounds really hard, and it makes sense to feel this way. Dysphoria, being misgendered, or just a rough stretch can weigh a lot.`,
      mood,
      [
        'A few small things that can help right now:',
        '- Reach out to someone who gets it: a friend, a support group, or a trans community space.',
        '- Do one kind thing for your body: water, food, a walk, a shower, rest.',
        '- Write it down: a few lines in your Stride journal can take some of the weight off.',
        "- If low moods keep coming back, bring it up with your provider or a therapist. Hormones, sleep and stress all play a part, and you don't have to figure it out alone.",
      ].join('\n'),
      `> ${pick(affirmations, seed)}`,
      'If it ever starts to feel like too much, or thoughts of hurting yourself show up, you can call or text **988** any time, or reach Trans Lifeline (peer support from trans people) during its hours.',
    ]);
  },
  affirmation: (ctx, seed) => {
    const name = safeDisplayName(ctx.name);
    return withNotice([
      `${name ? `Here's one for you, ${name}:` : "Here's one for you:"}`,
      `> ${pick(affirmations, seed)}`,
      `> ${pick(affirmations, seed, 5)}`,
      'Ask again any time for another.',
    ]);
  },
  journaling: (_ctx, seed) =>
    withNotice([
      "Journaling is a lovely way to notice how far you've come. Pick whichever prompt speaks to you:",
      [
        pick(journalingPrompts, seed),
        pick(journalingPrompts, seed, 3),
        pick(journalingPrompts, seed, 7),
      ]
        .map((p) => `- ${p}`)
        .join('\n'),
      'There are no wrong answers, and a few lines count. Your Stride journal is private to you.',
    ]),
  greeting: (ctx) => {
    const name = safeDisplayName(ctx.name);
    const mood =
      typeof ctx.recentMood === 'number' && ctx.recentMood <= 2
        ? "I noticed your recent check-ins have been low. If you want to talk about it, I'm here."
        : null;
    // No feature list here: it appears only when the person asks what the coach can do.
    return withNotice([
      `${name ? `Hi ${name}!` : 'Hi!'} I'm Stride's offline coach. The AI coach isn't connected right now, so I answer from a built-in guide written for guys on T.`,
      mood,
      nextDoseLine(ctx),
      "What's on your mind today?",
    ]);
  },
  thanks: (ctx) => {
    const name = safeDisplayName(ctx.name);
    return withNotice([
      `You're so welcome${name ? `, ${name}` : ''}. I'm glad that helped. Ask me anything else about your routine, or just come back when you need to.`,
    ]);
  },
  help: () =>
    withNotice([
      "I'm Stride's offline coach. The AI coach isn't connected right now, so I answer from a built-in guide written for trans guys on testosterone. Here's what I know about:",
      topicList(),
      ASK_PRESCRIBER,
    ]),
  // A warm, open question rather than a feature list: the list is for "what can you do?".
  fallback: (ctx) =>
    withNotice([
      `I want to make sure I understand${safeDisplayName(ctx.name) ? `, ${safeDisplayName(ctx.name)}` : ''}. Could you tell me a little more about what's going on?`,
      "If it's about your routine (a missed shot, where to inject next, how to store your vial), ask away. If you just want to talk about how things are, I'm listening. For anything specific to your body or your dose, your prescriber is the best person to ask.",
    ]),
};

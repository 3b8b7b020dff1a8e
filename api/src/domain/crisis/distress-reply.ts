/**
 * The caring reply to the `distress` tier (hopelessness, giving up, worthlessness, loneliness,
 * exhaustion): it names what the person said, asks directly and kindly about suicide (asking does
 * not put the idea there), offers two or three small next steps and stays in the conversation.
 * Never a feature menu, never XP or streaks. The app shows a quiet "Need to talk to someone now?"
 * line with the resources beside it, so no numbers are written here.
 */
import type { DistressTheme } from './distress-rules.js';
import { safeDisplayName } from './reply.js';

const REFLECTIONS: Record<DistressTheme | 'general', string> = {
  hopeless:
    "It sounds like things feel hopeless right now, like nothing is going to get better. That's an exhausting place to be, and it makes sense you're worn down.",
  'giving-up':
    "It sounds like you're close to giving up, like trying doesn't seem worth it anymore. Feeling that way after carrying so much is understandable.",
  worthless:
    "I'm hearing how hard you're being on yourself right now. Feeling worthless is painful, and it isn't the truth about you, even when it feels like it.",
  alone:
    "It sounds really lonely right now, like there's nobody in your corner. Feeling that alone is one of the hardest things there is.",
  exhausted:
    "It sounds like you're at the end of what you can carry right now. When everything piles up like this, feeling like you can't do it anymore makes sense.",
  dysphoria:
    "Dysphoria that heavy is exhausting: living in a body that doesn't feel like yours can wear down anyone. What you're feeling is real.",
  family:
    "Being rejected by the people who should love you hurts in a way that's hard to put into words. You deserve family that sees you as you are.",
  general:
    "It sounds like you're going through something really heavy right now. Thank you for telling me; you don't have to carry it by yourself here.",
};

const QUESTION =
  'Sometimes when things feel this heavy, people start thinking about suicide. Are you having any thoughts like that? You can tell me honestly, whatever the answer is.';

const STEPS: Record<DistressTheme | 'general', string[]> = {
  hopeless: [
    'Get through the next hour, not the whole future: a glass of water, something to eat, a few slow breaths.',
    'Text one person who is safe for you, even just "rough night, can you talk?"',
    "Write down one thing that got you through a hard day before. It doesn't have to be big.",
  ],
  'giving-up': [
    'Let today be smaller: pick one tiny thing you can do, and let the rest wait until tomorrow.',
    'Reach out to one person who gets it, a friend, a group chat or a trans peer line.',
    'Rest counts. Giving yourself a break is not the same as giving up.',
  ],
  worthless: [
    "Try talking to yourself the way you'd talk to a friend who said this to you.",
    "Write down one thing you've done this week that took courage. Being you takes a lot.",
    'Reach out to someone who sees you clearly, and let them remind you.',
  ],
  alone: [
    "Send a short message to one person, even someone you haven't talked to in a while.",
    'Trans peer spaces, online or local, are full of people who know this feeling.',
    'Being somewhere with other people around, a café or a library, can ease it a little, even without talking.',
  ],
  exhausted: [
    'Put down what you can for tonight: the rest will still be there tomorrow, and you will be more rested.',
    'Do one small thing for your body: water, food, a shower or lying down.',
    "Tell one safe person how hard things are right now. You don't have to explain everything.",
  ],
  dysphoria: [
    'Do one thing that helps you feel more like you right now: clothes you like, your binder if it is safe to wear, your name written down.',
    "Talk to someone who gets it: a trans friend or a peer line. You're not the only one who feels this.",
    "If it has been this heavy for a while, it's worth telling your provider or a therapist: there is help for dysphoria.",
  ],
  family: [
    'Reach out to your chosen family: a friend, a partner or someone from the community who sees you as you are.',
    'Write down what you wish they had said to you. Your feelings deserve somewhere to land.',
    'If home is not safe, you deserve to be safe: tell someone you trust.',
  ],
  general: [
    'Take the next hour gently: water, something to eat, a few slow breaths.',
    'Reach out to one person who is safe for you.',
    'Write down what is weighing on you most; putting it outside your head can help a little.',
  ],
};

export function distressReply(themes: readonly DistressTheme[], name?: string): string {
  const theme: DistressTheme | 'general' = themes[0] ?? 'general';
  const who = safeDisplayName(name);
  const opening = who ? `${who}, thank you for telling me.` : 'Thank you for telling me.';
  const steps = STEPS[theme]
    .slice(0, 3)
    .map((step) => `- ${step}`)
    .join('\n');
  return [
    `${opening} ${REFLECTIONS[theme]}`,
    QUESTION,
    `If it would help, here are a few small things for right now:\n${steps}`,
    "I'm here, and I'd like to keep talking, as much or as little as you want.",
  ].join('\n\n');
}

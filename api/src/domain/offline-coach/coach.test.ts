import { describe, expect, it } from 'vitest';
import { crisisReply } from '../crisis/index.js';
import { affirmations } from './replies.js';
import { offlineCoachNotice, type OfflineIntent } from './context.js';
import { offlineCoachReply } from './coach.js';

/** Two or three phrasings per intent, including typos, and what a useful answer contains. */
const cases: { intent: OfflineIntent; messages: string[]; mustMention: RegExp[] }[] = [
  {
    intent: 'missed-dose',
    messages: [
      'I missed my shot yesterday, what do I do?',
      'forgot to do my injecton this week',
      'I skipped a dose, should I double up?',
    ],
    mustMention: [/log the injection/i, /prescriber/i, /don't double up/i],
  },
  {
    intent: 'late-dose',
    messages: [
      'My shot is two days late',
      'Can I move my injection day? I am traveling on Friday',
      'is it ok to take my shot a day early',
    ],
    mustMention: [/prescriber decides/i, /extra dose/i],
  },
  {
    intent: 'dose-question',
    messages: [
      'How much testosterone should I inject?',
      'should I up my dose? i want faster results',
      'what dosage is normal',
    ],
    mustMention: [/only your prescriber/i, /trough/i],
  },
  {
    intent: 'site-rotation',
    messages: [
      'How should I rotate injection sites?',
      'where should I inject, thigh or glute?',
      'is it bad to use the same spot every time',
    ],
    mustMention: [/thigh/i, /belly/i, /alternate left and right/i, /deltoid/i],
  },
  {
    intent: 'drawing-up',
    messages: [
      'how do I draw up my dose?',
      'steps for drawing up with a syringe',
      'how do I get rid of air bubbles in the syringe',
    ],
    mustMention: [
      /wash your hands/i,
      /alcohol swab/i,
      /new sterile needle/i,
      /sharps container/i,
      /never share/i,
    ],
  },
  {
    intent: 'vial-storage',
    messages: [
      'Can I store my vial in the fridge?',
      'there are crystals in my vile',
      'how should I keep my T, room temperature?',
    ],
    mustMention: [/room temperature/i, /don't refrigerate or freeze/i, /crystals/i, /light/i],
  },
  {
    intent: 'early-changes',
    messages: [
      'What changes should I expect in the first months on T?',
      'when will my voice drop',
      'how long until facial hair and bottom growth',
    ],
    mustMention: [/voice/i, /periods/i, /bottom growth/i, /not reliable birth control/i],
  },
  {
    intent: 'side-effects',
    messages: [
      'what side effects should I watch for?',
      'my injection site is red and swollen, is it infected?',
      'my hematocrit is high and I get headaches',
    ],
    mustMention: [/hematocrit/i, /infection/i, /911/],
  },
  {
    intent: 'provider-questions',
    messages: [
      'What should I ask my doctor at my next appointment?',
      'when should I get my blood work done, what labs?',
      'what labs do I need for my testosterone levels',
    ],
    mustMention: [/hematocrit/i, /lipids/i, /trough/i],
  },
  {
    intent: 'injection-anxiety',
    messages: [
      "I'm so scared of needles",
      'my first injection is tomorrow and I am nervous',
      'i have a needle phobia, how do people do this',
    ],
    mustMention: [/breathe/i, /ice/i, /clinic/i],
  },
  {
    intent: 'low-mood',
    messages: [
      'feeling really dysphoric today',
      'I got misgendered at work and I feel awful',
      "I'm having a bad day",
    ],
    mustMention: [/sorry/i, /988/],
  },
  {
    intent: 'affirmation',
    messages: [
      'I need an affirmation',
      'can you give me some encouragement',
      'say something nice pls',
    ],
    mustMention: [/>/],
  },
  {
    intent: 'journaling',
    messages: ['give me a journaling prompt', 'what should I write about in my journal?'],
    mustMention: [/\?/],
  },
  {
    intent: 'greeting',
    messages: ['hi', 'hey there', 'good morning'],
    mustMention: [/offline coach/i, /What's on your mind/],
  },
  {
    intent: 'thanks',
    messages: ['thanks!', 'thank you so much', 'ty that helped'],
    mustMention: [/welcome/i],
  },
  {
    intent: 'help',
    messages: ['what can you do?', 'who are you'],
    mustMention: [/offline coach/i, /Storing your vial/],
  },
];

describe('offlineCoachReply: intents', () => {
  for (const { intent, messages, mustMention } of cases) {
    for (const message of messages) {
      it(`answers ${intent} for "${message}"`, () => {
        const result = offlineCoachReply(message);
        expect(result.intent).toBe(intent);
        for (const pattern of mustMention) expect(result.reply).toMatch(pattern);
      });
    }
  }
});

const allMessages = [
  ...cases.flatMap((c) => c.messages),
  'asdf qwerty',
  'what is the capital of France?',
  '',
];

describe('offlineCoachReply: safety and shape', () => {
  it('always carries the offline coach notice', () => {
    for (const message of allMessages) {
      expect(offlineCoachReply(message).reply).toContain(offlineCoachNotice);
    }
    expect(offlineCoachNotice).toMatch(/Stride's offline coach/);
  });

  it('never gives a dose amount', () => {
    const doseAmount = /\d+(?:[.,]\d+)?\s*(?:ml|mg|cc|mcg|units?|iu)\b/i;
    const contexts = [
      {},
      {
        name: 'Sam',
        nextInjectionDate: '2025-03-07',
        daysUntilNext: 2,
        adherenceRate: 92,
        recentMood: 1,
      },
    ];
    for (const message of allMessages) {
      for (const context of contexts) {
        const { reply } = offlineCoachReply(message, context);
        for (const sentence of reply.split(/(?<=[.!?])\s+|\n/)) {
          if (doseAmount.test(sentence))
            expect(sentence).toMatch(/ask your (?:prescriber|provider)/i);
        }
        expect(reply).not.toMatch(/\b(?:take|inject|use)\s+\d/i);
      }
    }
  });

  it('falls back to a warm, open question, never a bare "I don\'t know" and never the feature list', () => {
    for (const message of ['asdf qwerty', 'what is the capital of France?', '']) {
      const result = offlineCoachReply(message);
      expect(result.intent).toBe('fallback');
      expect(result.reply).not.toMatch(/^I don't know/i);
      expect(result.reply).toMatch(/tell me a little more/i);
      expect(result.reply).not.toContain('Storing your vial');
    }
  });

  it('shows the feature list only when asked what the coach can do', () => {
    expect(offlineCoachReply('what can you do?').reply).toContain('Storing your vial');
    for (const message of ['hi', 'I feel hopeless', "my family won't talk to me", 'asdf']) {
      expect(offlineCoachReply(message).reply, message).not.toContain('Storing your vial');
    }
  });

  it('is robust to typos', () => {
    expect(offlineCoachReply('i misssed my injecton').intent).toBe('missed-dose');
    expect(offlineCoachReply('how do i rotaet my injection sites').intent).toBe('site-rotation');
    expect(offlineCoachReply('my hematacrit is high').intent).toBe('side-effects');
    expect(offlineCoachReply('shoud i put my vial in the refridgerator').intent).toBe(
      'vial-storage',
    );
    expect(offlineCoachReply('any jornaling prompts?').intent).toBe('journaling');
  });

  it('defers to crisisReply for a crisis message', () => {
    expect(offlineCoachReply('I want to kill myself', { name: 'Sam' })).toEqual({
      intent: 'crisis',
      reply: crisisReply('Sam'),
    });
    expect(offlineCoachReply('i missed my shot and honestly i want to die').intent).toBe('crisis');
    expect(offlineCoachReply('kms').reply).toBe(crisisReply());
  });
});

describe('offlineCoachReply: personalisation', () => {
  it('mentions the next dose when relevant', () => {
    const { reply } = offlineCoachReply('I missed my shot', {
      nextInjectionDate: '2025-03-07',
      daysUntilNext: 2,
    });
    expect(reply).toContain('Friday, March 7');
    expect(reply).toContain('in 2 days');
    expect(offlineCoachReply('is my shot late?', { daysUntilNext: -1 }).reply).toContain(
      '1 day overdue',
    );
    expect(offlineCoachReply('where should I inject', { daysUntilNext: 0 }).reply).toContain(
      'due today',
    );
    expect(offlineCoachReply('how do I store my vial', { daysUntilNext: 2 }).reply).not.toContain(
      'next dose',
    );
  });

  it('acknowledges consistency after a missed dose', () => {
    expect(offlineCoachReply('I missed a dose', { adherenceRate: 92 }).reply).toContain('92%');
    expect(offlineCoachReply('I missed a dose', { adherenceRate: 40 }).reply).not.toContain('40%');
  });

  it('greets by the display name and notices low moods', () => {
    const { reply } = offlineCoachReply('hello', { name: 'Eli', recentMood: 1 });
    expect(reply.startsWith('Hi Eli!')).toBe(true);
    expect(reply).toMatch(/check-ins have been low/);
    expect(offlineCoachReply('hello', { recentMood: 5 }).reply).not.toMatch(/been low/);
  });

  it('rotates affirmations with the seed', () => {
    const first = offlineCoachReply('affirmation please', { seed: 0 }).reply;
    const second = offlineCoachReply('affirmation please', { seed: 1 }).reply;
    expect(first).not.toBe(second);
    expect(first).toContain(affirmations[0]);
    expect(affirmations.length).toBeGreaterThanOrEqual(8);
  });
});

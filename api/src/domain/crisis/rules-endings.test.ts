/**
 * The rule families of rules-endings.ts, with paraphrases written for this file (never copied from
 * the corpus) and the ordinary wording each must leave alone: clear-outs and trips, dates for
 * surgery, car repairs, kitchens and diets, idioms, negation and a recovered past.
 */
import { describe, expect, it } from 'vitest';
import { normalizeForCrisis } from './normalize.js';
import { screenRules } from './rules.js';

const level = (text: string) => screenRules(normalizeForCrisis(text)).level;
const flagged = (text: string) => level(text) !== 'none';

function expectLevel(texts: string[], want: 'urgent' | 'concern' | 'none') {
  for (const text of texts) expect(level(text), text).toBe(want);
}
function expectFlagged(texts: string[], want: boolean) {
  for (const text of texts) expect(flagged(text), text).toBe(want);
}

describe('rules for endings, means in use and danger from others', () => {
  it('affairs put in order × a time, a set date, a conditional ending', () => {
    expectLevel(
      [
        'found a new home for my dog and changed my will. its for sunday',
        'paid my sister back and deleted all my socials, the rest is ready for tonight',
        "i've picked a date. the 22nd",
        "I'm doing it this saturday, everything is sorted",
        'if they make me go back there im ending it',
        "i'd rather end it first",
      ],
      'urgent',
    );
    expectFlagged(
      [
        'gave away my old dresses at the clothing swap this weekend',
        'returned the library books and packed for the trip on friday',
        'set a date for my top surgery consult!',
        'my last day is friday, new job starts monday',
        "I'd rather die than wear a dress to the wedding",
        'if he keeps lying im ending it with him',
      ],
      false,
    );
  });

  it('carbon monoxide and other means already in use', () => {
    expectLevel(
      [
        'ran a hose from the exhaust into the back window',
        'closed myself in the bathroom with the charcoal. nobody will find me',
        'going to inject air with the syringe from my kit',
        'me tome el frasco entero hace rato',
      ],
      'urgent',
    );
    expectFlagged(
      [
        'the mechanic says the hose from the exhaust has a leak',
        'our carbon monoxide detector keeps beeping',
        'is it bad if there is a tiny air bubble in my shot?',
      ],
      false,
    );
  });

  it('self-harm started again or on the skin now, not diets, kitchens or the past', () => {
    expectFlagged(
      [
        'started cutting again after the group chat thing',
        'pressing the razor into my thigh right now',
        'carved the word into my arm last night',
        'i punch my legs until they bruise',
      ],
      true,
    );
    expectFlagged(
      [
        'started cutting again, down to 2200 calories',
        'the knife slipped onto my thumb while cooking',
        'never cutting again, 2 years clean today',
        'carved my name into the desk in 7th grade lol',
      ],
      false,
    );
  });

  it('waking up sorry to be alive, hoping for an accident, a forever sleep', () => {
    expectLevel(
      [
        'woke up upset that i was still here',
        'i keep hoping for a fatal accident on the way to work',
        'hoping the testosterone gives me a stroke honestly',
        'tired of breathing. tired of all of it',
        'i just want the forever sleep',
      ],
      'concern',
    );
    expectFlagged(
      [
        'woke up mad because my alarm did not go off',
        'tired of breathing through my mouth since the cold',
        'hoping for a quick recovery after surgery',
        'the movie ends with the eternal sleep scene',
      ],
      false,
    );
  });

  it('someone else at risk, and danger from others at home', () => {
    expectFlagged(
      [
        'my roommate posted "goodbye everyone" and turned his phone off',
        'my buddy keeps talking about eating his gun',
        'i think my son has been cutting, what do i do',
        'my stepdad pulled a knife on me last night',
        'my parents locked me in my room and took my phone',
      ],
      true,
    );
    expectFlagged(
      [
        'my friend posted its been real, his last show with the band',
        'my brother started cutting carbs for his meet',
        'got threats in the discord server lol, banned them',
      ],
      false,
    );
  });

  it('thoughts of dying that grow, heights, and Spanish', () => {
    expect(level('thinking about dying more and more lately')).toBe('concern');
    expect(level('i catch myself counting how high the bridge railing is')).toBe('concern');
    expect(level('si me mandan con mi papa me mato')).toBe('urgent');
    expect(level('ya llevo dias pensando en colgarme')).toBe('urgent');
    expect(level('no me quiero matar, solo quiero no existir')).toBe('concern');
    expectFlagged(
      [
        'thinking about jumping into the pool at the party',
        'me mato de la risa con ese video',
        "I don't think about dying anymore, therapy helped",
      ],
      false,
    );
  });

  it('a life as a mistake or a debt, a survival regretted, envy of the dead, nothing left but to go', () => {
    expectFlagged(
      [
        'my whole existence is one long expense for my parents',
        'honestly upset that i survived the attempt',
        "can't see the point in continuing. at all",
        "i'm envious of people who get to die young",
        'wondering how far the fall is from the top of the parking garage',
        'posted the cards. nothing left to do but go.',
        'tonight. im sorry',
      ],
      true,
    );
    expectFlagged(
      [
        'that haircut was a mistake lol',
        'i survived finals week!!',
        "don't see the point in continuing the class, switching to a new one",
        'wondering how far the drop is for the bungee jump',
        'nothing to do but go to the gym and wait for my shot day',
        'tonight. going to the movies',
      ],
      false,
    );
  });
});

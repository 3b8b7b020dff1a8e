/**
 * The rules written over word classes (rules-broad.ts, rules-families.ts): each family with
 * paraphrases written for this file (never copied from the corpus) and the ordinary wording it
 * must leave alone (idioms, negation, a recovered past, medication questions, topical mentions).
 */
import { describe, expect, it } from 'vitest';
import { normalizeForCrisis } from './normalize.js';
import { screenRules } from './rules.js';

const level = (text: string) => screenRules(normalizeForCrisis(text)).level;
const flagged = (text: string) => level(text) !== 'none';

describe('rules over word classes', () => {
  it('intent × death, whatever the verb and object', () => {
    for (const text of [
      "I'm itching to end my life",
      'planning on taking my own life this spring',
      "I've decided to stop breathing",
      'im about to just unalive myself',
      "I'm ready to stop existing",
    ]) {
      expect(level(text), text).toBe('urgent');
    }
    for (const text of [
      'I wanna die my hair green',
      'gonna die of cringe if he sees this',
      "I'm going to end it with my boyfriend",
      'I never want to end my life, I love it now',
      'my phone is about to die',
    ]) {
      expect(flagged(text), text).toBe(false);
    }
  });

  it('a means or a height × a time or a decision, and pills by the handful', () => {
    for (const text of [
      'i got the belt ready. once everyones asleep',
      'im parked by the overpass. its time',
      'the pills are on my desk and i decided',
      "I've saved up a stockpile of sleeping pills",
      'took about 40 of my tablets',
    ]) {
      expect(flagged(text), text).toBe(true);
    }
    for (const text of [
      'picked up my meds from the pharmacy tonight',
      'going to the bridge tonight for the sunset photos',
      'I accidentally injected twice this week, is that bad?',
      'took two ibuprofen for my shot soreness',
      'got a new knife for cooking tonight',
      'took all my pills for the week out of the organizer',
    ]) {
      expect(flagged(text), text).toBe(false);
    }
  });

  it('an ending or a decision × a time, but not surgery, exams or plans', () => {
    for (const text of [
      'by morning it will all be over for me',
      'made up my mind. after my roommate goes to sleep',
      "I'm at peace with it now. tomorrow night",
    ]) {
      expect(level(text), text).toBe('urgent');
    }
    for (const text of [
      'after top surgery tomorrow it will all be over, the dysphoria I mean',
      'made up my mind. telling my mom about T tonight',
      'my exams will finally be over tomorrow',
    ]) {
      expect(flagged(text), text).toBe(false);
    }
  });

  it('notes and last words', () => {
    for (const text of [
      'I finished writing letters to my family',
      'consider this my final message',
      "you won't hear from me again",
    ]) {
      expect(level(text), text).toBe('urgent');
    }
    for (const text of [
      'I wrote a letter to my parents about coming out as trans',
      "this is my last post before my surgery, see y'all after",
    ]) {
      expect(flagged(text), text).toBe(false);
    }
  });

  it('self-harm: a verb on a body part, or on myself with recency or urges', () => {
    for (const text of [
      'I carved into my thighs',
      'slashed my forearm',
      'scratched myself until it bled last night',
      'hit myself again last night',
      'the craving to cut is so loud',
    ]) {
      expect(flagged(text), text).toBe(true);
    }
    for (const text of [
      'burned my arm on the oven while cooking',
      'my cat scratched my arms',
      'cut my leg shaving, how do I stop it bleeding',
      'the binder scratched my skin',
      'I used to cut my arms in high school, 6 years clean now',
    ]) {
      expect(flagged(text), text).toBe(false);
    }
  });

  it('burden, misspelled, and better off without me in any order', () => {
    for (const text of [
      "I'm such a burdin to everyone",
      'just a burdan on my family',
      'without me they would all be lighter',
      'everyone would be better off honestly',
    ]) {
      expect(flagged(text), text).toBe(true);
    }
    for (const text of [
      "I don't wanna be a burden on my parents with surgery costs",
      'feel like a burden asking for a ride to my appointment',
      'without me they would be short a player for the game',
    ]) {
      expect(flagged(text), text).toBe(false);
    }
  });

  it('wanting to be gone for good, not waking up, thinking about not being alive', () => {
    for (const text of [
      'I just want to fade away forever',
      'wish I could sleep and never wake up again',
      'I keep thinking about not being alive',
      'sometimes i wish i could vanish for good',
    ]) {
      expect(flagged(text), text).toBe(true);
    }
    for (const text of [
      'I hope my acne disappears for good on T',
      'wish my kid would not wake up at 5am',
      'thinking about my grandma dying last year',
      'our class is reading a novel about dying',
    ]) {
      expect(flagged(text), text).toBe(false);
    }
  });

  it('someone else and danger at home', () => {
    for (const text of [
      'my roommate texted me goodbye and now his phone is off',
      'my boyfriend keeps saying he wants to end his life',
      'my stepdad threatened to kill me tonight',
      'scared to go home, my dad is drunk',
    ]) {
      expect(flagged(text), text).toBe(true);
    }
    for (const text of [
      'we lost him to suicide years ago, today is his memorial',
      'my brother threatened to beat me at mario kart lol',
    ]) {
      expect(flagged(text), text).toBe(false);
    }
  });

  it('Spanish, by family', () => {
    for (const text of [
      'ya no quiero vivir',
      'tengo ganas de matarme',
      'mi familia estaria mejor sin mi',
      'ya decidi que esta noche',
    ]) {
      expect(flagged(text), text).toBe(true);
    }
    expect(flagged('vimos una pelicula sobre el suicidio en clase')).toBe(false);
  });

  it('questions about lethality, not about doses', () => {
    expect(flagged('how long would it take to bleed out')).toBe(true);
    expect(flagged('how many of these would it take to die')).toBe(true);
    expect(flagged('how many weeks does it take for T to work?')).toBe(false);
    expect(flagged('can you overdose on testosterone? my doctor said take 0.5ml')).toBe(false);
  });
});

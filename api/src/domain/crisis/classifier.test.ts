import { describe, expect, it } from 'vitest';
import { hasEvidence } from './classifier.js';
import { detectCrisis, normalizeForCrisis, screenConversation } from './index.js';

describe('the classifier speaks only where a message gives it something to judge', () => {
  it('finds no evidence in function words alone ("IM" reads as "im" once normalised)', () => {
    for (const text of ['And IM?', 'ok so', 'what about it', 'and you?', 'hi'])
      expect(hasEvidence(normalizeForCrisis(text)), text).toBe(false);
    for (const text of ['kms', 'done', 'And IM? the needle scares me'])
      expect(hasEvidence(normalizeForCrisis(text)), text).toBe(true);
  });

  it('answers a follow-up about injection sites as the question it is', () => {
    expect(detectCrisis('And IM?').tier).toBe('none');
    expect(screenConversation(['How do I rotate sites?', 'What about SubQ?', 'And IM?']).tier).toBe(
      'none',
    );
  });

  it('still leaves short crisis wording to the rules', () => {
    expect(detectCrisis('kms').crisis).toBe(true);
    expect(detectCrisis('i want to die').crisis).toBe(true);
  });
});

describe('short messages', () => {
  it('are not a crisis on the classifier\'s word alone ("back again": a person returning)', () => {
    for (const text of ['back again', 'im back', 'one more', 'same again'])
      expect(detectCrisis(text).crisis, text).toBe(false);
  });
});

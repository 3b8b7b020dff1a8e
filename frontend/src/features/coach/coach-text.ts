import { aiLimits, aiMessages } from '@stride/api/contracts/ai';
import { withThousands } from '@stride/api/contracts/common';

/** Every label and message the coach chat shows, in one place (tests use them too). */
export const coachText = {
  conversationLabel: 'Conversation with your coach',
  loadError: 'Your conversation could not be loaded.',
  retryLoad: 'Try again',
  loadingLabel: 'Loading your conversation',

  emptyTitle: (name: string) => `Hi ${name}, I'm your Stride coach`,
  emptyText:
    'Ask me about your injection schedule, technique, early changes on T, or just how your week is going. I answer kindly, and I never judge.',
  suggestionsLabel: 'Start with a question',
  suggestions: [
    'I missed my injection. What should I do?',
    'How should I rotate injection sites?',
    'What changes can I expect in the first months on T?',
    'I get nervous about needles. Any tips?',
  ],

  you: 'You',
  coach: 'Coach',
  offlineBadge: 'offline coach',
  offlineBadgeTitle: "Stride's built-in coach answered: general information, no AI model.",
  typing: 'Coach is typing…',

  sendFailedNetwork: "Couldn't reach Stride. Check your connection, then try again.",
  sendFailedServer: "The coach couldn't answer just now. Please try again.",
  retry: 'Retry',
  discard: 'Remove',
  notSent: 'Not sent',

  crisisTitle: "You're not alone",
  crisisResourcesLabel: 'People you can reach right now',

  composerLabel: 'Message your coach',
  composerPlaceholder: 'Write a message…',
  composerHint: 'Enter to send, Shift+Enter for a new line',
  send: 'Send message',
  sending: 'Sending…',
  counter: (length: number) => `${withThousands(length)} / ${withThousands(aiLimits.messageMax)}`,
  tooLong: aiMessages.messageTooLong,
  /** The counter shows from here on. */
  counterFrom: aiLimits.messageMax - 400,

  privacyNote:
    'The coach sees your preferred name (or first name), pronouns, prescription, next dose, adherence and recent mood. Never your full legal name or your email.',
  notMedicalAdvice: 'General information, not medical advice.',
} as const;

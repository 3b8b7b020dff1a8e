/** What the coach says to a crisis message, and the name it may greet with. */

/** A display name made safe to greet with: trimmed, single-line, no markup, at most 40 characters. */
export function safeDisplayName(name: string | undefined): string | null {
  if (!name) return null;
  const clean = name
    .replace(/[\p{Cc}*_`#<>[\]]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return null;
  return clean.length > 40 ? clean.slice(0, 40).trim() : clean;
}

/**
 * The reply to a crisis message: warmth first, then a short pointer to the
 * resource cards the app shows beside it, an invitation to keep talking and a
 * gentle question about immediate safety. Never mentions methods or means.
 * `name` must be the display (preferred) name, never the legal name.
 */
export function crisisReply(name?: string): string {
  const who = safeDisplayName(name);
  const opening = who
    ? `${who}, thank you for telling me. I'm really glad you reached out, and I'm so sorry you're carrying this much right now.`
    : `Thank you for telling me. I'm really glad you reached out, and I'm so sorry you're carrying this much right now.`;
  return [
    `${opening} What you're feeling matters, you matter exactly as you are, and you don't have to hold this alone.`,
    `You deserve to talk with a real person who can be with you in this. The people below are free and confidential: you can call or text **988** or text **HOME to 741741** any time, day or night, and The Trevor Project is there around the clock if you're under 25. Trans Lifeline is peer support from trans people, with limited hours. If you're in immediate danger, please call **911**.`,
    `I'm here, and I'd like to keep talking with you, as much or as little as you want. Can I ask: are you safe right now?`,
  ].join('\n\n');
}

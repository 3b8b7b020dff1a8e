/**
 * Crisis resources, shared by the server (every crisis reply) and the front end (the 'Need help
 * now?' panel, also when the server is unreachable). Keep them current, with their hours.
 */
export interface CrisisResource {
  name: string;
  phone?: string;
  text?: string;
  url: string;
  hours: string;
  /** Who it is for, in one line (extra field; the contract allows more fields). */
  description: string;
}

/**
 * The crisis resources, in the order they are shown. Checked 2025: 988's former
 * LGBTQ+ "press 3" option was ended in July 2025 and must not be offered; Trans
 * Lifeline cut its hotline hours in January 2024 (weekdays, Pacific daytime), so
 * it is never the only number shown.
 */
export const crisisResources: readonly CrisisResource[] = Object.freeze([
  {
    name: '988 Suicide & Crisis Lifeline',
    phone: '988',
    text: 'Text 988',
    url: 'https://988lifeline.org',
    hours: '24/7',
    description: 'US. Call or text 988, or chat at 988lifeline.org. Free and confidential.',
  },
  {
    name: 'Crisis Text Line',
    text: 'Text HOME to 741741',
    url: 'https://www.crisistextline.org',
    hours: '24/7',
    description: 'Text with a trained crisis counselor. Free and confidential.',
  },
  {
    name: 'The Trevor Project',
    phone: '1-866-488-7386',
    text: 'Text START to 678-678',
    url: 'https://www.thetrevorproject.org',
    hours: '24/7',
    description: 'For LGBTQ+ young people under 25. Call, text or chat.',
  },
  {
    name: 'Trans Lifeline',
    phone: '877-565-8860 (US), 877-330-6366 (Canada)',
    url: 'https://translifeline.org',
    hours:
      'Limited hours: Monday to Friday, 10 am to 6 pm Pacific (1 pm to 9 pm Eastern); check translifeline.org, and use a 24/7 line outside those hours',
    description: 'Peer support run by trans people, for trans people.',
  },
  {
    name: 'Emergency services',
    phone: '911',
    url: 'https://www.911.gov',
    hours: '24/7',
    description: 'Call 911 if you are in immediate danger or have already hurt yourself.',
  },
]) as readonly CrisisResource[];

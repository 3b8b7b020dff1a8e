/** The five feature phrases the hero tagline rotates through, every 3 seconds. */
export const heroTaglines = [
  'AI-powered injection tracking',
  'Smart reminders for every dose',
  'A dashboard for your health',
  'A support circle that has your back',
  'A kind AI coach, day or night',
] as const;

export const taglineRotationMs = 3000;

export const marketingStats = [
  { value: '10K+', label: 'Trans men supported' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Crisis support' },
  { value: 'HIPAA', label: 'Compliant security' },
] as const;

export type FeatureIconName =
  'tracking' | 'reminders' | 'analytics' | 'circle' | 'safety' | 'coach';

export interface Feature {
  icon: FeatureIconName;
  title: string;
  description: string;
  /** Entrance animation delay, so the cards arrive one after another. */
  delayMs: 0 | 100 | 200 | 300 | 400 | 500;
}

export const features: readonly Feature[] = [
  {
    icon: 'tracking',
    title: 'AI-Powered Tracking',
    description:
      'Log a dose in seconds. Stride remembers your dose, site and route, suggests the next site to rotate to and spots patterns you might miss.',
    delayMs: 0,
  },
  {
    icon: 'reminders',
    title: 'Smart Injection Reminders',
    description:
      'Reminders that follow your real schedule, weekly or every few days, and a guard that stops you from logging a double dose by mistake.',
    delayMs: 100,
  },
  {
    icon: 'analytics',
    title: 'Health Analytics Dashboard',
    description:
      'See your adherence, on-time rate, site rotation and mood over weeks and months, and share a clean report with your provider.',
    delayMs: 200,
  },
  {
    icon: 'circle',
    title: 'Support Circle',
    description:
      'Bring in the friends, family and providers you trust, and decide exactly what each of them can see.',
    delayMs: 300,
  },
  {
    icon: 'safety',
    title: 'Crisis Detection & Safety',
    description:
      'If a message signals you are struggling, Stride answers with warmth first, then real crisis lines that are open right now.',
    delayMs: 400,
  },
  {
    icon: 'coach',
    title: 'AI Coach',
    description:
      'A kind, judgement-free coach for questions about your routine, your week and your transition, any time of day.',
    delayMs: 500,
  },
];

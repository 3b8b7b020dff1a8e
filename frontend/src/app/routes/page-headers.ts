import { photosText } from '../../features/photos/photos-text';

/**
 * The titles and subtitles of the signed-in pages whose routes write them out, in one place:
 * the page renders them, and the build draws them in the page's HTML before any script runs
 * (app/shell/boot-shell.tsx; issue 15).
 */
export const pageHeaders = {
  dashboard: { title: 'Welcome back!' },
  calendar: {
    title: 'Calendar & Journal',
    subtitle: 'Track your treatment schedule and document your journey',
  },
  coach: {
    title: 'AI Coach',
    subtitle: 'A kind, private coach for your HRT journey, any time of day',
  },
  photos: {
    title: photosText.title,
    subtitle: 'See your changes over time, privately: only you can open these photos',
  },
  labs: {
    title: 'Labs & supplies',
    subtitle:
      'Your blood tests beside their ranges, an estimated testosterone level, and when your vials and needles run out',
  },
  circle: {
    title: 'Support circle',
    subtitle:
      'Share read-only links with friends, family, partners or providers: you choose what each one shows, for how long, and you can turn it off at any time',
  },
} as const;

import { makeStyles, tokens } from '@fluentui/react-components';

/** Layout pieces shared by the landing sections. */
export const useLandingLayoutStyles = makeStyles({
  container: {
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingInline: 'clamp(16px, 5vw, 48px)',
  },
  section: {
    paddingBlock: 'clamp(56px, 9vw, 112px)',
    // Clears the sticky header when a link scrolls here.
    scrollMarginTop: '72px',
    '@media (max-width: 639px)': { scrollMarginTop: '112px' },
  },
  focusRing: {
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
});

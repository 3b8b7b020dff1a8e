import { makeStyles, tokens } from '@fluentui/react-components';

/** The wordmark's link home, in the top bar and in the sidebar. */
export const useShellHomeStyles = makeStyles({
  home: {
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    paddingInline: tokens.spacingHorizontalS,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
});

import { makeStyles, tokens } from '@fluentui/react-components';

/** The styles of log-injection-dialog.tsx (kept apart: the component reads better without them). */
export const useStyles = makeStyles({
  surface: { maxWidth: '600px', width: 'calc(100vw - 24px)' },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  painRow: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  slider: { width: '100%' },
  painValue: {
    minWidth: '3.5rem',
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  loading: { display: 'grid', gap: tokens.spacingVerticalM },
  actions: { flexWrap: 'wrap' },
});

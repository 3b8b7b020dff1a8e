import { makeStyles, tokens } from '@fluentui/react-components';

/** The styles of prescription-form-dialog.tsx (kept apart: the component reads better without them). */
export const useStyles = makeStyles({
  surface: { maxWidth: '620px', width: 'calc(100vw - 24px)' },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  sectionTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  statusRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  statusText: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    flex: '1 1 14rem',
  },
  loading: { display: 'grid', gap: tokens.spacingVerticalM },
  actions: { flexWrap: 'wrap' },
});

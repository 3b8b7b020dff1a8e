import { makeStyles, tokens } from '@fluentui/react-components';

/** The styles of entry-editor-dialog.tsx (kept apart: the component reads better without them). */
export const useStyles = makeStyles({
  surface: { width: 'min(640px, calc(100vw - 24px))', maxWidth: '640px' },
  form: { display: 'contents' },
  content: { display: 'grid', gap: tokens.spacingVerticalL, paddingTop: tokens.spacingVerticalXS },
  prompt: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    alignItems: 'start',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  promptIcon: {
    fontSize: '20px',
    color: tokens.colorBrandForeground2,
    paddingTop: '2px',
  },
  promptText: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontStyle: 'italic',
  },
  promptLabel: {
    display: 'block',
    fontStyle: 'normal',
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: tokens.colorBrandForeground2,
  },
  promptActions: {
    gridColumn: '2',
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  textarea: { minHeight: '140px', '@media (min-width: 640px)': { minHeight: '200px' } },
  moodRow: { display: 'grid', gap: tokens.spacingVerticalXS },
  clearMood: { justifySelf: 'start' },
  draftNote: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    width: '100%',
  },
  discard: { marginRight: 'auto' },
});

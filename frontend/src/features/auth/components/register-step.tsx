import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { authText } from '../auth-text';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    '@media (max-width: 479px)': { columnGap: tokens.spacingHorizontalM },
  },
  rail: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  number: {
    display: 'grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
  },
  line: {
    flexGrow: 1,
    width: tokens.strokeWidthThick,
    marginBlock: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandStroke2,
  },
  body: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalXXL,
    minWidth: 0,
  },
  last: { paddingBottom: 0 },
  heading: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    minHeight: '32px',
    alignContent: 'center',
  },
  eyebrow: {
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  optional: {
    marginLeft: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground3,
  },
});

/** One of the registration form's five steps: a numbered rail, a title and its fields. */
export function RegisterStep({
  number,
  title,
  optional = false,
  last = false,
  children,
}: {
  number: number;
  title: string;
  optional?: boolean;
  last?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.rail} aria-hidden="true">
        <span className={styles.number}>{number}</span>
        {last ? null : <span className={styles.line} />}
      </div>
      <div className={mergeClasses(styles.body, last && styles.last)}>
        <div className={styles.heading}>
          <span className={styles.eyebrow}>{authText.stepOf(number)}</span>
          <h2 className={styles.title} id={titleId}>
            {title}
            {optional ? <span className={styles.optional}>({authText.optional})</span> : null}
          </h2>
        </div>
        {children}
      </div>
    </section>
  );
}

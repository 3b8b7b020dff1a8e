import { makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: 'clamp(32px, 8vw, 72px) clamp(16px, 4vw, 40px)',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  iconWrap: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '28px',
  },
  text: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  detail: {
    margin: 0,
    maxWidth: '32rem',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground3,
  },
});

/** A page's placeholder area: an icon, the spec's text, and a line on what is coming. */
export function ComingSoon({
  icon: Icon,
  text,
  detail,
}: {
  icon: FluentIcon;
  text: string;
  detail?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <span className={styles.iconWrap} aria-hidden="true">
        <Icon />
      </span>
      <p className={styles.text}>{text}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </section>
  );
}

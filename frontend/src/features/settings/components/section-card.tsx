import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    padding: 'clamp(16px, 4vw, 28px)',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    minWidth: 0,
  },
  danger: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  header: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  icon: {
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '20px',
  },
  dangerIcon: {
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground1,
  },
  headerText: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  intro: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
    maxWidth: '40rem',
  },
});

/** One card of a settings section: an icon, a title (h2), an intro, then its content. */
export function SectionCard({
  icon: Icon,
  title,
  intro,
  danger = false,
  children,
  className,
}: {
  icon: FluentIcon;
  title: string;
  intro?: ReactNode;
  danger?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={mergeClasses(styles.root, danger && styles.danger, className)}
    >
      <div className={styles.header}>
        <span className={mergeClasses(styles.icon, danger && styles.dangerIcon)} aria-hidden="true">
          <Icon />
        </span>
        <div className={styles.headerText}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}

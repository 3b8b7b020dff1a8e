import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SurfaceCard, SurfaceCardHeader } from '../../../components/surface-card';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '18px',
  },
  description: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
});

/** A dashboard card: a region named by its heading, with an optional icon and action. */
export function DashboardCard({
  title,
  icon,
  description,
  action,
  className,
  id,
  children,
}: {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <SurfaceCard
      className={mergeClasses(styles.card, className)}
      role="region"
      aria-labelledby={titleId}
      id={id}
    >
      <SurfaceCardHeader
        image={
          icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : undefined
        }
        header={
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
        }
        description={description ? <p className={styles.description}>{description}</p> : undefined}
        action={action ? <div>{action}</div> : undefined}
      />
      {children}
    </SurfaceCard>
  );
}

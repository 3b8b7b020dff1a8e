import { useQuery } from '@tanstack/react-query';
import {
  Button,
  ProgressBar,
  Skeleton,
  SkeletonItem,
  makeStyles,
  mergeClasses,
  tokens,
  type ProgressBarProps,
} from '@fluentui/react-components';
import { SurfaceCard, SurfaceCardHeader } from '../../../components/surface-card';
import { StatusBadge, type StatusBadgeColor } from '../../../components/status-badge';
import { StatusNotice } from '../../../components/status-notice';
import { PillRegular, SettingsRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { formatCalendarDate } from '../../../lib/dates';
import { prescriptionQuery } from '../../../entities/prescription';
import type { Injection } from '../../../entities/injections';
import type { Prescription } from '../../../entities/prescription';
import { formErrorMessage } from '../../../lib/form-errors';
import { routeLabels } from '../injection-sites';
import { treatmentText } from '../treatment-text';
import { LogInjectionButton } from './log-injection-button';
import { prescriptionFormDialog } from './lazy-treatment-dialogs';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
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
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '20px',
  },
  dose: { display: 'grid', gap: tokens.spacingVerticalXXS },
  dosage: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    fontVariantNumeric: 'tabular-nums',
  },
  frequency: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
  },
  medication: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase300,
  },
  next: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  nextHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  label: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  nextDate: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  urgencyRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  urgencyText: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  overdue: { color: tokens.colorPaletteRedForeground1 },
  urgent: { color: tokens.colorPaletteRedForeground1 },
  soon: { color: tokens.colorPaletteMarigoldForeground2 },
  normal: { color: tokens.colorBrandForeground1 },
  progressLabel: {
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  emptyText: { margin: 0, color: tokens.colorNeutralForeground2 },
  emptyTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalM },
  skeletonHalf: { width: '55%' },
});

type Level = NonNullable<Prescription['urgency']>['level'];

const badgeColor: Record<Level, StatusBadgeColor> = {
  overdue: 'danger',
  urgent: 'danger',
  soon: 'warning',
  normal: 'brand',
};
/** The weekly bar fills as the dose nears: red only once it is overdue (off track), amber
 *  when it is due today or tomorrow (urgent: act now), the brand colour while on track. */
export const progressColor: Record<Level, ProgressBarProps['color']> = {
  overdue: 'error',
  urgent: 'warning',
  soon: 'brand',
  normal: 'brand',
};

/**
 * The dashboard's prescription schedule card: dosage and frequency, the next date, the
 * server's urgency (label and text) and weekly progress, or 'Paused'; with no prescription, an
 * invitation to set one up. A 'Log Injection' button opens the log dialog.
 */
export function PrescriptionCard({
  onInjectionSaved,
  showLogButton = true,
  className,
}: {
  onInjectionSaved?: (injection: Injection) => void;
  /** Off where the page has its own 'Log Injection' button. */
  showLogButton?: boolean;
  className?: string;
}) {
  const styles = useStyles();
  const prescription = useQuery(prescriptionQuery());
  const [editing, setEditing] = useState(false);
  const data = prescription.data;
  const titleId = useId();

  const header = (
    <SurfaceCardHeader
      image={
        <span className={styles.icon} aria-hidden="true">
          <PillRegular />
        </span>
      }
      header={
        <h2 className={styles.title} id={titleId}>
          Prescription Schedule
        </h2>
      }
      action={
        data ? (
          <Button
            appearance="subtle"
            icon={<SettingsRegular />}
            aria-label={treatmentText.editPrescription}
            title={treatmentText.editPrescription}
            onClick={() => setEditing(true)}
            onPointerEnter={prescriptionFormDialog.preload}
            onFocus={prescriptionFormDialog.preload}
          />
        ) : undefined
      }
    />
  );

  let body;
  if (prescription.isPending) {
    body = (
      <Skeleton aria-label="Loading your prescription" className={styles.skeleton}>
        <SkeletonItem size={40} className={styles.skeletonHalf} />
        <SkeletonItem size={16} />
        <SkeletonItem size={72} />
      </Skeleton>
    );
  } else if (prescription.isError) {
    body = (
      <StatusNotice
        intent="error"
        actions={
          <Button size="small" onClick={() => void prescription.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load your prescription. {formErrorMessage(prescription.error)}
      </StatusNotice>
    );
  } else if (!data) {
    body = (
      <>
        <div className={styles.dose}>
          <p className={styles.emptyTitle}>{treatmentText.noPrescriptionTitle}</p>
          <p className={styles.emptyText}>{treatmentText.noPrescriptionText}</p>
        </div>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            icon={<PillRegular />}
            onClick={() => setEditing(true)}
            onPointerEnter={prescriptionFormDialog.preload}
            onFocus={prescriptionFormDialog.preload}
          >
            {treatmentText.setUpPrescription}
          </Button>
        </div>
      </>
    );
  } else {
    const urgency = data.urgency;
    const level = urgency?.level ?? 'normal';
    const progress = data.weeklyProgress ?? 0;
    body = (
      <>
        <div className={styles.dose}>
          <p className={styles.dosage}>
            {data.dosage} <span className={styles.frequency}>{data.frequency}</span>
          </p>
          <p className={styles.medication}>
            {data.medication}
            {data.route ? ` · ${routeLabels[data.route]}` : ''}
          </p>
        </div>
        <div className={styles.next} role="group" aria-label="Next injection">
          {data.paused ? (
            <>
              <div className={styles.nextHead}>
                <p className={styles.nextDate}>Treatment is paused</p>
                <StatusBadge appearance="filled" color="informative">
                  {treatmentText.paused}
                </StatusBadge>
              </div>
              <p className={styles.label}>
                No doses are due while treatment is paused. Resume it from your prescription.
              </p>
            </>
          ) : data.nextInjectionDate && urgency ? (
            <>
              <div className={styles.nextHead}>
                <div>
                  <p className={styles.label}>Next injection</p>
                  <p className={styles.nextDate}>
                    {formatCalendarDate(data.nextInjectionDate, 'EEEE, MMM d')}
                  </p>
                </div>
                <div className={styles.urgencyRow}>
                  {urgency.label ? (
                    <StatusBadge appearance="filled" color={badgeColor[level]}>
                      {urgency.label}
                    </StatusBadge>
                  ) : null}
                  <span className={mergeClasses(styles.urgencyText, styles[level])}>
                    {urgency.text}
                  </span>
                </div>
              </div>
              <div>
                <div className={styles.progressLabel}>
                  <span id={`${titleId}-progress`}>Weekly progress</span>
                  <span>{Math.round(progress * 100)}%</span>
                </div>
                <ProgressBar
                  value={progress}
                  max={1}
                  thickness="large"
                  color={progressColor[level]}
                  aria-labelledby={`${titleId}-progress`}
                  aria-valuetext={`${Math.round(progress * 100)}%`}
                />
              </div>
            </>
          ) : (
            <p className={styles.label}>No upcoming dose.</p>
          )}
        </div>
        {showLogButton ? (
          <div className={styles.actions}>
            <LogInjectionButton onSaved={onInjectionSaved} />
          </div>
        ) : null}
      </>
    );
  }

  return (
    <SurfaceCard
      role="region"
      aria-labelledby={titleId}
      className={mergeClasses(styles.card, className)}
    >
      {header}
      {body}
      <prescriptionFormDialog.Dialog open={editing} onOpenChange={setEditing} />
    </SurfaceCard>
  );
}

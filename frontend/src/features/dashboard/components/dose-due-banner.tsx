import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { StatusNotice } from '../../../components/status-notice';
import type { DashboardPrescription } from '../../../entities/dashboard';

const useStyles = makeStyles({ banner: { marginBottom: tokens.spacingVerticalL } });

/** 'due' today, 'overdue' past the due day, or null (nothing to say, or paused). */
export function doseBannerState(
  prescription: DashboardPrescription | null | undefined,
): 'due' | 'overdue' | null {
  if (!prescription || prescription.paused || prescription.daysUntilNext === null) return null;
  if (prescription.isOverdue) return 'overdue';
  return prescription.daysUntilNext === 0 ? 'due' : null;
}

/**
 * The dashboard's banner when a dose is due today or overdue, with 'Log injection'. The
 * installed app's icon badge (Badging API, where supported) shows the same: 1 while due.
 */
export function DoseDueBanner({
  prescription,
  onLog,
}: {
  prescription: DashboardPrescription | null | undefined;
  onLog: () => void;
}) {
  const styles = useStyles();
  const state = doseBannerState(prescription);
  useEffect(() => {
    const nav = navigator as Navigator & {
      setAppBadge?: (n?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (state) void nav.setAppBadge?.(1).catch(() => undefined);
    else void nav.clearAppBadge?.().catch(() => undefined);
  }, [state]);
  if (!state || !prescription) return null;
  const days = Math.abs(prescription.daysUntilNext ?? 0);
  return (
    <StatusNotice
      intent={state === 'overdue' ? 'warning' : 'info'}
      className={styles.banner}
      data-testid="dose-due-banner"
      title={
        state === 'overdue'
          ? `Your dose is overdue by ${days} ${days === 1 ? 'day' : 'days'}`
          : 'Your dose is due today'
      }
      actions={
        <Button appearance="primary" size="small" onClick={onLog}>
          Log injection
        </Button>
      }
    >
      {prescription.medication} {prescription.dosage}. Log it once you have taken it.
    </StatusNotice>
  );
}

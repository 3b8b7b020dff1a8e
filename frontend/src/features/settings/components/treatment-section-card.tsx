import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
import { PillRegular } from '@fluentui/react-icons/svg/pill';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { settingsText } from '../settings-text';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
});

/**
 * The Treatment section as one card: the prescription as the dashboard shows it and the
 * prescription form's button (both the treatment feature's, composed in app/), then where doses
 * are kept.
 */
export function TreatmentSectionCard({
  prescription,
  action,
}: {
  prescription: ReactNode;
  action: ReactNode;
}) {
  const styles = useStyles();
  return (
    <SectionCard
      icon={PillRegular}
      title={settingsText.treatmentTitle}
      intro={settingsText.treatmentIntro}
    >
      {prescription}
      <div className={styles.actions}>
        {action}
        <RouterLink to={paths.calendar} className={styles.link}>
          {settingsText.treatmentLink}
          <ArrowRightRegular aria-hidden="true" />
        </RouterLink>
      </div>
    </SectionCard>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
import { PillRegular } from '@fluentui/react-icons/svg/pill';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { settingsText } from '../settings-text';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  link: {
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
});

/** Until the treatment feature's forms are composed here: where the prescription lives. */
export function TreatmentLinkCard() {
  const styles = useStyles();
  return (
    <SectionCard
      icon={PillRegular}
      title={settingsText.treatmentTitle}
      intro={settingsText.treatmentIntro}
    >
      <RouterLink to={paths.calendar} className={styles.link}>
        {settingsText.treatmentLink}
        <ArrowRightRegular aria-hidden="true" />
      </RouterLink>
    </SectionCard>
  );
}

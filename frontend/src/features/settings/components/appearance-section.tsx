import { makeStyles, tokens } from '@fluentui/react-components';
import { PaintBrushRegular } from '@fluentui/react-icons/svg/paint-brush';
import type { ReactNode } from 'react';
import { settingsText } from '../settings-text';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  label: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
});

/** Appearance: the theme switch (the theme feature's, composed by the route). */
export function AppearanceSection({ themeSwitch }: { themeSwitch: ReactNode }) {
  const styles = useStyles();
  return (
    <SectionCard
      icon={PaintBrushRegular}
      title={settingsText.appearanceTitle}
      intro={settingsText.appearanceIntro}
    >
      <div className={styles.row}>
        <span className={styles.label} aria-hidden="true">
          {settingsText.themeLabel}
        </span>
        {themeSwitch}
      </div>
    </SectionCard>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { TabStrip } from '../../../components/tab-strip';
import { useMediaQuery } from '../../../lib/use-media-query';
import { settingsText, type SettingsSectionId } from '../settings-text';

export interface SettingsSection {
  id: SettingsSectionId;
  icon: FluentIcon;
  content: ReactNode;
}

/** Side navigation from this width; below it, every tab in view (a grid of two rows). */
const sideNavQuery = '(min-width: 840px)';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 840px)': {
      gridTemplateColumns: '12rem minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalXXL,
    },
  },
  nav: {
    minWidth: 0,
    '@media (min-width: 840px)': { position: 'sticky', top: tokens.spacingVerticalXL },
  },
  narrowNav: {
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalXS,
  },
  tabs: {
    '@media (min-width: 840px)': { width: '100%' },
    // No section hides past the edge of a phone: Privacy is as easy to reach as Profile.
    '@media (max-width: 839.98px)': {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
      rowGap: tokens.spacingVerticalXXS,
    },
  },
  tab: { '@media (min-width: 840px)': { width: '100%', justifyContent: 'flex-start' } },
  panel: {
    minWidth: 0,
    maxWidth: '52rem',
    outlineStyle: 'none',
  },
});

export function isSectionId(
  value: string | null,
  ids: readonly string[],
): value is SettingsSectionId {
  return value !== null && ids.includes(value);
}

/**
 * The settings page: the header, a section navigation (tabs at the side on wide screens,
 * every tab in view, wrapping, on narrow ones) and the chosen section. The section lives in the address
 * (?section=security), so it survives a reload and a sign-in round trip.
 */
export function SettingsLayout({ sections }: { sections: readonly SettingsSection[] }) {
  const styles = useStyles();
  const wide = useMediaQuery(sideNavQuery);
  const [params, setParams] = useSearchParams();
  const ids = sections.map((s) => s.id);
  const requested = params.get('section');
  const selected = isSectionId(requested, ids) ? requested : (ids[0] ?? 'profile');
  const current = sections.find((s) => s.id === selected);

  return (
    <>
      <PageHeader
        title={settingsText.title}
        subtitle={settingsText.subtitle}
        documentTitle={`${settingsText.sections[selected]} · ${settingsText.title}`}
      />
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={settingsText.sectionsLabel}>
          <div className={wide ? undefined : styles.narrowNav}>
            <TabStrip
              className={styles.tabs}
              tabClassName={styles.tab}
              vertical={wide}
              size={wide ? 'large' : 'medium'}
              tabs={sections.map(({ id, icon: Icon }) => ({
                value: id,
                label: settingsText.sections[id],
                id: `settings-tab-${id}`,
                icon: wide ? <Icon /> : undefined,
              }))}
              selectedValue={selected}
              onTabSelect={(section) => setParams({ section }, { replace: true })}
              panelId="settings-panel"
            />
          </div>
        </nav>
        <div
          id="settings-panel"
          role="tabpanel"
          aria-labelledby={`settings-tab-${selected}`}
          className={styles.panel}
        >
          {current?.content}
        </div>
      </div>
    </>
  );
}

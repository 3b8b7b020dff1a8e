import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useMediaQuery } from '../hooks/use-media-query';
import { settingsText, type SettingsSectionId } from '../settings-text';

export interface SettingsSection {
  id: SettingsSectionId;
  icon: FluentIcon;
  content: ReactNode;
}

/** Side navigation from this width; a scrolling row of tabs below it. */
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
  scroller: {
    overflowX: 'auto',
    // Room past the last tab, and a fade that says the row scrolls (a mask: no colour).
    paddingInlineEnd: tokens.spacingHorizontalXXXL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    scrollbarWidth: 'none',
    maskImage: 'linear-gradient(to right, black calc(100% - 40px), transparent)',
  },
  tabs: { '@media (min-width: 840px)': { width: '100%' } },
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
 * The settings page: the header, a section navigation (tabs at the side on wide screens, a
 * scrolling row on narrow ones) and the chosen section. The section lives in the address
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
  const selectedTab = useRef<HTMLDivElement>(null);

  // On narrow screens, keep the chosen tab in view in its scrolling row.
  useEffect(() => {
    selectedTab.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
    });
  }, [selected]);

  return (
    <>
      <PageHeader
        title={settingsText.title}
        subtitle={settingsText.subtitle}
        documentTitle={`${settingsText.sections[selected]} · ${settingsText.title}`}
      />
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={settingsText.sectionsLabel}>
          <div ref={selectedTab} className={wide ? undefined : styles.scroller}>
            <TabList
              className={styles.tabs}
              vertical={wide}
              size={wide ? 'large' : 'medium'}
              selectedValue={selected}
              onTabSelect={(_, data) =>
                setParams({ section: String(data.value) }, { replace: true })
              }
            >
              {sections.map(({ id, icon: Icon }) => (
                <Tab
                  key={id}
                  id={`settings-tab-${id}`}
                  value={id}
                  className={styles.tab}
                  aria-controls="settings-panel"
                  icon={wide ? <Icon /> : undefined}
                >
                  {settingsText.sections[id]}
                </Tab>
              ))}
            </TabList>
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

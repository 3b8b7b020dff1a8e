import {
  Badge,
  Radio,
  RadioGroup,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import {
  bodyAreas,
  siteFitsRoute,
  siteLabels,
  type InjectionRoute,
  type InjectionSite,
} from '../injection-sites';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  area: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  areaChosen: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    padding: `calc(${tokens.spacingVerticalS} - 1px) calc(${tokens.spacingHorizontalS} - 1px)`,
  },
  areaUnfit: {
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
  },
  areaHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalXS,
  },
  areaName: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
  },
  areaNameUnfit: { color: tokens.colorNeutralForeground3 },
  routes: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  sides: { display: 'flex', flexWrap: 'wrap', columnGap: 0 },
});

export interface InjectionSitePickerProps {
  value: InjectionSite | '';
  onChange: (site: InjectionSite) => void;
  /** The chosen route: sites that do not suit it are shown but cannot be picked. */
  route: InjectionRoute | '';
  /** The server's suggestion (the site used least recently). */
  suggestedSite?: InjectionSite | undefined;
  disabled?: boolean;
  /** From the wrapping Field: names the group. */
  'aria-labelledby'?: string;
}

/**
 * The eight sites as four body areas, head to toe (deltoids, abdomen, glutes, thighs), each with
 * its left and right side and the routes it suits: IM thighs, glutes, deltoids; SubQ abdomen,
 * thighs. One radio group, so arrow keys move between sites.
 */
export function InjectionSitePicker({
  value,
  onChange,
  route,
  suggestedSite,
  disabled = false,
  ...rest
}: InjectionSitePickerProps) {
  const styles = useStyles();
  const hintId = useId();
  return (
    <RadioGroup
      {...rest}
      className={styles.group}
      value={value}
      disabled={disabled}
      onChange={(_, data) => onChange(data.value as InjectionSite)}
    >
      {bodyAreas.map((area) => {
        const fits = !route || area.routes.includes(route);
        const chosen = value !== '' && area.sites.includes(value);
        const suggestedHere = suggestedSite !== undefined && area.sites.includes(suggestedSite);
        return (
          <div
            key={area.area}
            className={mergeClasses(
              styles.area,
              chosen && styles.areaChosen,
              !fits && styles.areaUnfit,
            )}
          >
            <div className={styles.areaHead}>
              <span className={mergeClasses(styles.areaName, !fits && styles.areaNameUnfit)}>
                {area.label}
              </span>
              <span className={styles.routes} id={`${hintId}-${area.area}`}>
                {fits ? area.routes.join(' · ') : `Not for ${route}`}
              </span>
              {suggestedHere && fits ? (
                <Badge size="small" appearance="tint" color="brand">
                  Suggested
                </Badge>
              ) : null}
            </div>
            <div className={styles.sides}>
              {area.sites.map((site) => {
                const suggested = site === suggestedSite && siteFitsRoute(site, route || null);
                return (
                  <Radio
                    key={site}
                    value={site}
                    disabled={disabled || !fits}
                    label={site.startsWith('left') ? 'Left' : 'Right'}
                    aria-label={`${siteLabels[site]}${suggested ? ' (suggested)' : ''}`}
                    aria-describedby={`${hintId}-${area.area}`}
                  />
                );
              })}
            </div>
          </div>
        );
      })}
    </RadioGroup>
  );
}

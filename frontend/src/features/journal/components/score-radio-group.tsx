import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { ScaleLevel } from '../mood-scale';

const useStyles = makeStyles({
  root: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  options: {
    display: 'grid',
    gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  option: { position: 'relative', display: 'block', minWidth: 0 },
  // The real radio: invisible but focusable, so arrow keys, forms and screen readers just work.
  input: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
    ':focus-visible + span': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
    ':checked + span': {
      backgroundColor: tokens.colorBrandBackground2,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
      color: tokens.colorBrandForeground2,
      boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorBrandStroke1}`,
      fontWeight: tokens.fontWeightSemibold,
    },
    ':checked + span > span:first-child': { color: tokens.colorBrandForeground1 },
    ':hover:not(:checked) + span': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1Hover}`,
    },
    ':disabled + span': { opacity: 0.6 },
  },
  tile: {
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalXXS,
    minHeight: '72px',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
    transitionProperty: 'background-color, border-color',
    transitionDuration: tokens.durationFaster,
  },
  icon: { fontSize: '28px', lineHeight: 1, color: tokens.colorNeutralForeground2 },
  label: {
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    overflowWrap: 'anywhere',
  },
  error: {
    marginTop: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorPaletteRedForeground1,
  },
});

/**
 * A 1-5 scale as a radio group of five tiles (a face or a battery above its word). Native
 * radios under the tiles keep arrow-key movement and the accessible names ('Good', 'Tired').
 */
export function ScoreRadioGroup({
  legend,
  name,
  levels,
  value,
  onChange,
  error,
  disabled = false,
  className,
}: {
  legend: string;
  name: string;
  levels: readonly ScaleLevel[];
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}) {
  const styles = useStyles();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={mergeClasses(styles.root, className)}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend id={`${id}-legend`} className={styles.legend}>
        {legend}
      </legend>
      <div className={styles.options}>
        {levels.map(({ value: level, label, icon: Icon }) => (
          <label key={level} className={styles.option}>
            <input
              className={styles.input}
              type="radio"
              name={`${name}-${id}`}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              aria-label={label}
            />
            <span className={styles.tile} aria-hidden="true">
              <span className={styles.icon}>
                <Icon />
              </span>
              <span className={styles.label}>{label}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

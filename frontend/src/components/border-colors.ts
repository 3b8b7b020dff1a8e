/**
 * A border colour on all four sides, as longhands (makeStyles takes no `borderColor` shorthand).
 * Griffel's shorthands.borderColor does the same but brings every shorthand helper (1.5 KB
 * gzip) to the first load of the pages showing a StatusNotice or StatusBadge.
 */
export const borderColors = (color: string) => ({
  borderTopColor: color,
  borderRightColor: color,
  borderBottomColor: color,
  borderLeftColor: color,
});

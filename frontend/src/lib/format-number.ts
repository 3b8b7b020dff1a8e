const numberFormat = new Intl.NumberFormat('en-US');

/** Every count and XP figure the app shows, formatted one way: 5650 → '5,650'. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

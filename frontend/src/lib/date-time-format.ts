/**
 * One Intl.DateTimeFormat per locale and options, made on first use and kept. Making one costs
 * far more than using it (the browser loads the locale's and the zone's data each time): made
 * inside a list's render, once a row, it was a tenth of the journal's longest task on a phone
 * (issue 15). A zone the browser does not know throws here as it would from the constructor.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

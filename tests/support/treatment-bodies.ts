/** Request bodies the treatment tests share: a weekly IM prescription and one logged dose. */
export function weeklyPrescription(startDate = '2026-01-05') {
  return {
    medication: 'Testosterone cypionate',
    doseAmount: 0.3,
    doseUnit: 'mL',
    intervalDays: 7,
    startDate,
    route: 'IM',
  };
}

export function doseBody(takenAt: string, extra: Record<string, unknown> = {}) {
  return {
    takenAt,
    doseAmount: 0.3,
    doseUnit: 'mL',
    site: 'left-thigh',
    route: 'IM',
    ...extra,
  };
}

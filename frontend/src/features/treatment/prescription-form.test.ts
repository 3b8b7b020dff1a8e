import { treatmentMessages } from '@stride/api/contracts/treatment';
import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../entities/prescription';
import {
  concentrationInvalid,
  prescriptionFormDefaults,
  prescriptionRequestFromForm,
} from './prescription-form';

describe('prescription form', () => {
  it('starts a new prescription weekly, intramuscular, from today', () => {
    expect(prescriptionFormDefaults(null, '2026-05-12')).toMatchObject({
      intervalDays: '7',
      route: 'IM',
      startDate: '2026-05-12',
      effectiveFrom: '',
    });
  });

  it('edits the version in force, taking effect from today by default', () => {
    const values = prescriptionFormDefaults(
      {
        medication: 'Testosterone cypionate',
        doseAmount: 0.3,
        doseUnit: 'mL',
        intervalDays: 7,
        route: 'IM',
        concentrationMgPerMl: 200,
        startDate: '2026-01-05',
        hrtStartDate: null,
      } as Prescription,
      '2026-05-12',
    );
    expect(values).toMatchObject({
      doseAmount: '0.3',
      concentrationMgPerMl: '200',
      hrtStartDate: '',
      effectiveFrom: '2026-05-12',
    });
    expect(prescriptionRequestFromForm(values, { editing: true })).toEqual({
      ok: true,
      request: {
        medication: 'Testosterone cypionate',
        doseAmount: 0.3,
        doseUnit: 'mL',
        intervalDays: 7,
        startDate: '2026-01-05',
        route: 'IM',
        concentrationMgPerMl: 200,
        effectiveFrom: '2026-05-12',
      },
    });
  });

  it('leaves out blank optional fields and effectiveFrom on a first prescription', () => {
    const values = {
      ...prescriptionFormDefaults(null, '2026-05-12'),
      medication: ' Enanthate ',
      doseAmount: '50',
      doseUnit: 'mg' as const,
      intervalDays: '10',
    };
    expect(prescriptionRequestFromForm(values, { editing: false })).toEqual({
      ok: true,
      request: {
        medication: 'Enanthate',
        doseAmount: 50,
        doseUnit: 'mg',
        intervalDays: 10,
        startDate: '2026-05-12',
        route: 'IM',
      },
    });
  });

  it('shows the shared validation messages beside their fields', () => {
    const result = prescriptionRequestFromForm(
      {
        medication: '  ',
        doseAmount: '',
        doseUnit: 'mL',
        intervalDays: '7.5',
        route: '',
        concentrationMgPerMl: 'abc',
        startDate: '2026-02-30',
        hrtStartDate: '',
        effectiveFrom: '',
      },
      { editing: true },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        medication: treatmentMessages.medicationRequired,
        doseAmount: treatmentMessages.doseRequired,
        intervalDays: treatmentMessages.intervalInvalid,
        concentrationMgPerMl: concentrationInvalid,
        startDate: treatmentMessages.dateInvalid,
        effectiveFrom: treatmentMessages.dateInvalid,
      },
    });
    const tooMuch = prescriptionRequestFromForm(
      {
        ...prescriptionFormDefaults(null, '2026-05-12'),
        medication: 'T',
        doseAmount: '6',
        intervalDays: '0',
      },
      { editing: false },
    );
    expect(tooMuch).toEqual({
      ok: false,
      errors: {
        intervalDays: treatmentMessages.intervalInvalid,
        doseAmount: treatmentMessages.doseTooLarge,
      },
    });
  });
});

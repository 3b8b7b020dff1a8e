import { describe, expect, it } from 'vitest';
import {
  emptyRegistration,
  validateRegistration,
  type RegistrationDraft,
} from './registration-validation';

const now = new Date('2026-06-15T12:00:00Z');
const complete: RegistrationDraft = {
  ...emptyRegistration,
  firstName: ' Sam ',
  lastName: 'Legal',
  dateOfBirth: '1990-01-01',
  email: 'sam@example.com',
  password: 'long enough',
  confirmPassword: 'long enough',
  race: 'asian',
  pronouns: 'he/him',
  preferredTreatmentPlace: 'telehealth',
  agreeToTerms: true,
  ageConfirmation: true,
};

describe('registration validation (shared contract)', () => {
  it('gives every spec message of an empty form, per step', () => {
    const result = validateRegistration(emptyRegistration, 'password', { now, timeZone: 'UTC' });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        dateOfBirth: 'Date of birth is required',
        email: 'Email is required',
        password: 'Password is required',
        race: 'Please select your race/ethnicity',
        pronouns: 'Please select your pronouns',
        preferredTreatmentPlace: 'Please select preferred treatment location',
        agreeToTerms: 'You must agree to the terms of service',
        ageConfirmation: 'You must confirm you are 18 or older',
      },
    });
  });

  it('trims names, checks 18+, the confirmation and a shown address', () => {
    const result = validateRegistration(
      {
        ...complete,
        firstName: '   ',
        dateOfBirth: '2010-01-01',
        confirmPassword: 'other',
        showAddress: true,
        zipCode: '12',
      },
      'password',
      { now, timeZone: 'UTC' },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      firstName: 'First name is required',
      dateOfBirth: 'You must be 18 or older to register',
      confirmPassword: 'Passwords do not match',
      'address.street': 'Street address is required',
      'address.city': 'City is required',
      'address.state': 'Please select a state',
      'address.zipCode': 'Please enter a valid ZIP code',
    });
  });

  it('builds the request: trimmed, optional parts left out, the time zone sent', () => {
    const result = validateRegistration(complete, 'password', { now, timeZone: 'Europe/Paris' });
    expect(result).toEqual({
      ok: true,
      request: {
        firstName: 'Sam',
        lastName: 'Legal',
        dateOfBirth: '1990-01-01',
        email: 'sam@example.com',
        password: 'long enough',
        race: 'asian',
        pronouns: 'he/him',
        preferredTreatmentPlace: 'telehealth',
        currentlyOnHRT: false,
        agreeToTerms: true,
        ageConfirmation: true,
        timezone: 'Europe/Paris',
      },
    });
  });

  it('Google mode asks neither email nor password', () => {
    const result = validateRegistration(
      { ...complete, email: '', password: '', confirmPassword: '' },
      'google',
      { now, timeZone: 'UTC' },
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.request).not.toHaveProperty('email');
  });
});

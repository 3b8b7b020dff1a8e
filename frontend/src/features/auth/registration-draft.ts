/*
 * The registration form's draft, with no zod: the form loads with the page, the validation
 * (registration-validation.ts, zod) when the form is submitted (issue 15).
 */
/** The registration form as typed (every field a string or a checkbox). */
export interface RegistrationDraft {
  firstName: string;
  lastName: string;
  preferredName: string;
  dateOfBirth: string;
  email: string;
  password: string;
  confirmPassword: string;
  race: string;
  pronouns: string;
  showAddress: boolean;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  preferredTreatmentPlace: string;
  currentlyOnHRT: boolean;
  agreeToTerms: boolean;
  ageConfirmation: boolean;
}

export type RegistrationField = Exclude<keyof RegistrationDraft, 'showAddress'>;

export const emptyRegistration: RegistrationDraft = {
  firstName: '',
  lastName: '',
  preferredName: '',
  dateOfBirth: '',
  email: '',
  password: '',
  confirmPassword: '',
  race: '',
  pronouns: '',
  showAddress: false,
  street: '',
  city: '',
  state: '',
  zipCode: '',
  preferredTreatmentPlace: '',
  currentlyOnHRT: false,
  agreeToTerms: false,
  ageConfirmation: false,
};

/** The key a field's error uses (the server's too): address fields are 'address.<name>'. */
export function errorKey(field: RegistrationField): string {
  return field === 'street' || field === 'city' || field === 'state' || field === 'zipCode'
    ? `address.${field}`
    : field;
}

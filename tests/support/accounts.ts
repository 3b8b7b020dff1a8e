import type { ApiHarness } from './api.js';
import { postJson } from './api.js';

let counter = 0;

/** A complete, valid registration; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `person${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    firstName: 'Theo',
    lastName: 'Legalname',
    preferredName: 'Teddy',
    dateOfBirth: '1995-06-15',
    race: 'prefer-not-to-say',
    pronouns: 'he/him',
    preferredTreatmentPlace: 'lgbtq-clinic',
    currentlyOnHRT: true,
    agreeToTerms: true,
    ageConfirmation: true,
    timezone: 'America/Chicago',
    ...overrides,
  };
}

export interface Account {
  email: string;
  password: string;
  token: string;
  userId: string;
  recoveryCodes: string[];
}

export async function register(
  h: Pick<ApiHarness, 'request'>,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const body = registration(overrides);
  const res = await h.request('/api/auth/register', postJson(body));
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const json = (await res.json()) as {
    token: string;
    user: { id: string };
    recoveryCodes: string[];
  };
  return {
    email: body.email,
    password: body.password,
    token: json.token,
    userId: json.user.id,
    recoveryCodes: json.recoveryCodes,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

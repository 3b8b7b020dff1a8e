import { createUserRepository, type UserProfile } from '../data/user-repository.js';
import type { AppDeps } from '../routes/context.js';
import { hashPassword } from '../security/passwords.js';
import { generateRecoveryCodes, hashRecoveryCode } from '../security/recovery-codes.js';
import { seedDemoAchievements } from './demo-achievements.js';
import { seedDemoDiary } from './demo-diary.js';
import { seedDemoTreatment } from './demo-treatment.js';

/**
 * The local demo account (never in production: the caller checks `config.seedDemo`, which is
 * false in production whatever the environment says). Its data is rewritten relative to today
 * on every start so it never goes stale; later areas add their history here.
 */
export const demoAccount = {
  // A UUID like every account's: tokens whose subject is not one are refused (401).
  id: 'de300000-0000-4000-8000-000000000001',
  email: 'demo@stride.local',
  password: 'stride-demo',
} as const;

export async function seedDemoAccount(deps: AppDeps): Promise<{ userId: string }> {
  if (deps.config.production) throw new Error('The demo account is never created in production');
  const users = createUserRepository(deps.storage);
  const now = new Date(deps.clock.now()).toISOString();
  const profile: UserProfile = {
    email: demoAccount.email,
    firstName: 'Elliot',
    lastName: 'Rivera',
    preferredName: 'Eli',
    pronouns: 'he/him',
    race: 'prefer-not-to-say',
    dateOfBirth: '1996-04-12',
    preferredTreatmentPlace: 'lgbtq-clinic',
    currentlyOnHRT: true,
    timezone: 'America/Chicago',
    showLegalNameToProvider: false,
    passwordHash: await hashPassword(demoAccount.password),
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const existing = await users.findByEmail(demoAccount.email);
  const user = existing
    ? await users.update(existing, { ...profile, createdAt: existing.createdAt })
    : await users.create(
        demoAccount.id,
        profile,
        generateRecoveryCodes().map(hashRecoveryCode),
        'taken',
      );
  await seedDemoTreatment(deps.storage, user.id, user.timezone, deps.clock.now());
  await seedDemoDiary(deps.storage, user.id, user.timezone, deps.clock.now());
  // Last: replays the history above to unlock each achievement on the day it was earned.
  await seedDemoAchievements(deps.storage, user.id, user.timezone, deps.clock.now());
  return { userId: user.id };
}

import { eraseAccount } from '../data/account-eraser.js';
import { createSessionRepository } from '../data/session-repository.js';
import { createUserRepository, type UserProfile } from '../data/user-repository.js';
import type { AppDeps } from '../http/context.js';
import { createStorageQuotas } from '../services/storage-quotas.js';
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
  /** A UUID like every account's id: tokens carry it, and tokens accept only UUIDs. */
  id: '00000000-0000-4000-8000-00000000de70',
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
  let existing = await users.findByEmail(demoAccount.email);
  if (existing && existing.id !== demoAccount.id) {
    // Made under the id 'demo-user' by an earlier version: its tokens no longer verify (ids must
    // be UUIDs), so it is erased and made again. Its history is rewritten below anyway.
    await eraseAccount(deps.storage, createSessionRepository(deps.storage), {
      userId: existing.id,
      email: existing.email,
      currentSessionId: demoAccount.id,
    });
    existing = undefined;
  }
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
  // The history was rewritten around the storage quota counters: they count it afresh.
  await createStorageQuotas(deps.storage, deps.clock, deps.config.quotas).forget(user.id);
  return { userId: user.id };
}

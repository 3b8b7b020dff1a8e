import { createCommunityRepository, type ModeratorRecord } from '../data/community-repository.js';
import type { Storage } from '../data/storage.js';
import { createUserRepository } from '../data/user-repository.js';

export type ModeratorCommand = 'grant' | 'revoke' | 'list';

/**
 * The operator's command behind `npm run moderator -- grant|revoke <email>` and `list`: the only
 * way the moderator role is given or taken (no API route does it). Answers a line to print.
 */
export async function runModeratorCommand(
  storage: Storage,
  command: ModeratorCommand,
  email: string | undefined,
  nowMs: number,
): Promise<{ ok: boolean; message: string; moderators?: ModeratorRecord[] }> {
  const repo = createCommunityRepository(storage);
  if (command === 'list') {
    const moderators = await repo.listModerators();
    const lines = moderators.map((m) => `${m.email} (since ${m.grantedAt})`);
    return { ok: true, message: lines.length ? lines.join('\n') : 'No moderators.', moderators };
  }
  if (!email) return { ok: false, message: `Usage: npm run moderator -- ${command} <email>` };
  const user = await createUserRepository(storage).findByEmail(email);
  if (!user) return { ok: false, message: `No account with the email ${email}.` };
  if (command === 'grant') {
    await repo.grantModerator({
      userId: user.id,
      email: user.email,
      grantedAt: new Date(nowMs).toISOString(),
    });
    return { ok: true, message: `${user.email} is now a community moderator.` };
  }
  const removed = await repo.revokeModerator(user.id);
  return {
    ok: true,
    message: removed
      ? `${user.email} is no longer a community moderator.`
      : `${user.email} was not a moderator.`,
  };
}

import { createCommunityRepository } from '../data/community-repository.js';
import type { Storage } from '../data/storage.js';

/**
 * What the dashboard counts of the community (api.md "Gamification, export and erase"): the
 * times of each post and reply the member wrote and each helpful reaction given to another
 * member, and how many of the member's replies others marked helpful (Community Champion).
 */
export async function communityActivity(
  storage: Storage,
  userId: string,
): Promise<{ times: string[]; helpfulReplies: number }> {
  const repo = createCommunityRepository(storage);
  const member = await repo.memberOfUser(userId);
  if (!member) return { times: [], helpfulReplies: 0 };
  const [authored, reactions] = await Promise.all([
    repo.authoredBy(member.memberId),
    repo.reactionsBy(member.memberId),
  ]);
  return {
    times: [
      ...authored.map((a) => a.createdAt),
      ...reactions.filter((r) => r.kind === 'helpful' && r.toOther).map((r) => r.createdAt),
    ],
    helpfulReplies: member.helpfulReplies,
  };
}

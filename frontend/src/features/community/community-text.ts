import type { ReactionKind, SortOrder } from '../../entities/community';
import { dateTimeFormat } from '../../lib/date-time-format';

/** The community board's words, in one place. */
export const communityText = {
  title: 'Community',
  subtitle: 'Peer support from people who get it: share, ask and cheer each other on',
  nameStepTitle: 'Choose your community name',
  nameStepBody:
    'Other members see this name with your posts and replies, never your email or legal name. You can change it at any time.',
  nameLabel: 'Community name',
  nameSave: 'Join the community',
  postingAs: 'Posting as',
  changeName: 'Change name',
  newPost: 'New post',
  search: 'Search posts',
  sortLabel: 'Sort by',
  topicsLabel: 'Topics',
  allTopics: 'All topics',
  loadMore: 'Load more',
  empty: 'No posts yet. Start the conversation.',
  emptyFiltered: 'No posts match. Try another topic or search.',
  composeTitle: 'New post',
  editTitle: 'Edit post',
  postTitle: 'Title',
  postBody: 'What would you like to share?',
  postTopics: 'Topics (up to 3)',
  cwToggle: 'Add a content warning',
  cwLabel: 'Content warning',
  cwHint: 'Readers see this line first and open the post when they are ready.',
  publish: 'Post',
  save: 'Save',
  cancel: 'Cancel',
  showPost: 'Show post',
  hidePost: 'Hide post',
  replies: (n: number) => (n === 1 ? '1 reply' : `${n} replies`),
  writeReply: 'Write a reply',
  sendReply: 'Reply',
  removed: 'removed',
  edited: 'edited',
  moreActions: 'More actions',
  edit: 'Edit',
  delete: 'Delete',
  report: 'Report',
  block: 'Block member',
  deleteTitle: 'Delete this post?',
  deleteBody: 'It and its replies are removed for everyone. This cannot be undone.',
  deleteReplyTitle: 'Delete this reply?',
  deleteReplyBody: 'Others will see that a reply was removed.',
  reportTitle: 'Report',
  reportIntro: 'Moderators review every report. The author is not told who reported it.',
  reportReason: 'Reason',
  reportNote: 'Anything else moderators should know (optional)',
  reportSend: 'Send report',
  reported: 'Thanks for reporting. A moderator will take a look.',
  reportedHidden: 'Thanks for reporting. It is hidden while a moderator takes a look.',
  blockTitle: (name: string) => `Block ${name}?`,
  blockBody:
    'Their posts and replies will disappear for you. They are not told. You can unblock them below the board.',
  blocked: 'Blocked members',
  unblock: 'Unblock',
  heldBadge: 'Waiting for a moderator',
  hiddenBadge: 'Hidden while a moderator reviews reports',
  removedBadge: 'Removed by a moderator',
  removedReason: 'Reason',
  newMemberBadge: 'New member',
  championBadge: 'Community Champion',
  moderatorBadge: 'Moderator',
  suspended: (until: string) =>
    `Your community access is paused by a moderator until ${until}. You can still read.`,
  heldTitle: 'We are here with you',
  heldHide: 'Hide',
  resourcesTitle: 'Resources',
  outsideBadge: 'Outside service',
  crisisList: 'Crisis lines',
  transHealthList: 'Trans health',
  reviewLink: 'Review queue',
} as const;

export const sortLabels: Record<SortOrder, string> = {
  newest: 'Newest',
  helpful: 'Most helpful',
};

export const reactionLabels: Record<ReactionKind, string> = {
  heart: 'Heart',
  hug: 'Hug',
  strong: 'Strong',
  helpful: 'Helpful',
};

export const reviewText = {
  title: 'Review queue',
  subtitle: 'Held and reported posts and replies, oldest first',
  empty: 'Nothing is waiting for review.',
  notModerator: 'Only moderators can see the review queue.',
  held: 'Held by the crisis screen',
  reports: (n: number) => (n === 1 ? 'Reported by 1 member' : `Reported by ${n} members`),
  reply: 'Reply',
  post: 'Post',
  inPost: 'In',
  approve: 'Approve',
  remove: 'Remove',
  removeTitle: 'Remove with a reason',
  removeReason: 'Reason shown to the author',
  suspend: 'Suspend member',
  suspendTitle: (name: string) => `Suspend ${name}`,
  suspendFor: 'For',
  suspendReason: 'Reason (optional)',
  suspendDone: (name: string, until: string) => `${name} is suspended until ${until}.`,
  approved: 'Approved and published.',
  removedDone: 'Removed. The author sees your reason.',
  back: 'Back to the community',
} as const;

export const suspendDays = [1, 7, 30, 90] as const;

/** "Nov 21, 9:00 AM" in the reader's zone. */
export function whenText(iso: string): string {
  return dateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

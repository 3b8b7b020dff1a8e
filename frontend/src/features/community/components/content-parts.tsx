import { Badge, Button, ToggleButton } from '@fluentui/react-components';
import {
  HandRightRegular,
  HeartRegular,
  LightbulbRegular,
  MoreHorizontalRegular,
  PeopleRegular,
  StarRegular,
} from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import {
  communityKeys,
  reactionKinds,
  setReaction,
  type Author,
  type ContentTarget,
  type ReactionCounts,
  type ReactionKind,
} from '../../../entities/community';
import type { ApiError } from '../../../lib/api-error';
import { LoadOnIntent, retryableLazy } from '../../../lib/load-on-intent';
import { communityText, reactionLabels, whenText } from '../community-text';
import { useCommunityStyles as useStyles } from './community-styles';
import { dashboardKeys } from '../../../entities/dashboard-keys';

const reactionIcons: Record<ReactionKind, ReactElement> = {
  heart: <HeartRegular />,
  hug: <PeopleRegular />,
  strong: <HandRightRegular />,
  helpful: <LightbulbRegular />,
};

/** The community name, its badges and when it was written. */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
}: {
  author: Author | null;
  createdAt: string;
  editedAt: string | null;
}) {
  const styles = useStyles();
  return (
    <div className={styles.postHead}>
      <span className={styles.author}>{author?.displayName ?? communityText.removed}</span>
      {author?.moderator ? (
        <Badge appearance="tint" color="brand" size="small">
          {communityText.moderatorBadge}
        </Badge>
      ) : null}
      {author?.champion ? (
        <Badge appearance="tint" color="success" size="small" icon={<StarRegular />}>
          {communityText.championBadge}
        </Badge>
      ) : null}
      {author?.newMember ? (
        <Badge appearance="outline" color="informative" size="small">
          {communityText.newMemberBadge}
        </Badge>
      ) : null}
      <span className={styles.muted}>
        <time dateTime={createdAt}>{whenText(createdAt)}</time>
        {editedAt ? ` · ${communityText.edited}` : null}
      </span>
    </div>
  );
}

/**
 * The reactions of a post or reply as toggle buttons with their counts; pressing one adds the
 * member's reaction or takes it back. The server's counts replace the shown ones.
 */
export function ReactionBar({
  target,
  reactions,
  mine,
  disabled,
  label,
}: {
  target: ContentTarget;
  reactions: ReactionCounts;
  mine: readonly ReactionKind[];
  disabled: boolean;
  label: string;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState({ reactions, mine });
  const [seen, setSeen] = useState({ reactions, mine });
  if (seen.reactions !== reactions || seen.mine !== mine) {
    setSeen({ reactions, mine });
    setShown({ reactions, mine });
  }
  const react = useMutation<
    Awaited<ReturnType<typeof setReaction>>,
    ApiError,
    { kind: ReactionKind; on: boolean }
  >({
    mutationFn: ({ kind, on }) => setReaction(target, kind, on),
    onSuccess: (reply, { kind }) => {
      setShown({ reactions: reply.reactions, mine: reply.myReactions });
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
      if (kind === 'helpful') void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
  return (
    <div className={styles.row} role="group" aria-label={label}>
      {reactionKinds.map((kind) => {
        const pressed = shown.mine.includes(kind);
        const count = shown.reactions[kind];
        return (
          <ToggleButton
            key={kind}
            size="small"
            shape="circular"
            appearance={pressed ? 'primary' : 'subtle'}
            checked={pressed}
            icon={reactionIcons[kind]}
            disabled={disabled || react.isPending}
            aria-label={`${reactionLabels[kind]}, ${count}`}
            onClick={() => react.mutate({ kind, on: !pressed })}
          >
            {kind === 'helpful' ? `${reactionLabels.helpful} ${count}` : String(count)}
          </ToggleButton>
        );
      })}
    </div>
  );
}

export interface ContentMenuProps {
  name: string;
  mine: boolean;
  reportedByMe: boolean;
  canAct: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
  onBlock: (() => void) | null;
}

const LoadedContentMenu = retryableLazy(() =>
  import('./content-menu').then((m) => ({ default: m.LoadedContentMenu })),
);

/**
 * A post's or reply's '…' menu (edit and delete one's own; report or block someone else's).
 * The menu's code (Fluent's Menu and its positioning) loads on intent (issue 15): a stand-in
 * button of the same look sits there, starts loading it when the pointer or focus reaches it,
 * and on a press is replaced, once the menu's code has arrived (it stays until then), by the
 * real menu, open, which takes over the focus.
 */
export function ContentMenu(props: ContentMenuProps) {
  const [shown, setShown] = useState<{ takeFocus: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  if (shown) {
    return (
      <LoadOnIntent onClose={() => setShown(null)}>
        <LoadedContentMenu
          {...props}
          open={open}
          onOpenChange={setOpen}
          takeFocus={shown.takeFocus}
        />
      </LoadOnIntent>
    );
  }
  const preload = () => void LoadedContentMenu.preload();
  return (
    <Button
      appearance="subtle"
      icon={<MoreHorizontalRegular />}
      aria-label={`${communityText.moreActions}: ${props.name}`}
      title={communityText.moreActions}
      aria-haspopup="menu"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        const takeFocus = document.activeElement === event.currentTarget;
        // A failed load shows LoadOnIntent's message with 'Try again' in the menu's place.
        void LoadedContentMenu.preload().then(() => {
          setShown({ takeFocus });
          setOpen(true);
        });
      }}
    />
  );
}

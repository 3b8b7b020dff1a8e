import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  DeleteRegular,
  EditRegular,
  FlagRegular,
  MoreHorizontalRegular,
  PersonProhibitedRegular,
} from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { communityText } from '../community-text';
import type { ContentMenuProps } from './content-parts';

/**
 * A post's or reply's actions menu (loaded when its button is first reached or pressed; see
 * ContentMenu in content-parts.tsx, whose stand-in button this one replaces, focus included).
 */
export function LoadedContentMenu({
  name,
  mine,
  reportedByMe,
  canAct,
  onEdit,
  onDelete,
  onReport,
  onBlock,
  open,
  onOpenChange,
  takeFocus,
}: ContentMenuProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in had focus: this button takes it over. */
  takeFocus: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (takeFocus && (!active || active === document.body)) trigger.current?.focus();
    // Once, when it replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          ref={trigger}
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={`${communityText.moreActions}: ${name}`}
          title={communityText.moreActions}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {mine ? (
            <>
              <MenuItem icon={<EditRegular />} onClick={onEdit} disabled={!canAct}>
                {communityText.edit}
              </MenuItem>
              <MenuItem icon={<DeleteRegular />} onClick={onDelete}>
                {communityText.delete}
              </MenuItem>
            </>
          ) : (
            <>
              <MenuItem
                icon={<FlagRegular />}
                onClick={onReport}
                disabled={!canAct || reportedByMe}
              >
                {reportedByMe ? 'Reported' : communityText.report}
              </MenuItem>
              {onBlock ? (
                <MenuItem icon={<PersonProhibitedRegular />} onClick={onBlock}>
                  {communityText.block}
                </MenuItem>
              ) : null}
            </>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

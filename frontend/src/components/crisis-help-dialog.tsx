import { Button } from '@fluentui/react-components';
import { HeartRegular } from '@fluentui/react-icons';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { useState, type ComponentProps } from 'react';
import { lazyDialog } from '../lib/lazy-dialog';
import type { CrisisHelpSurface } from './crisis-help-surface';

export const crisisHelpText = {
  open: 'Need help now?',
  title: 'Need help now?',
  intro:
    "You don't have to carry this alone. These people are free, confidential and ready to listen, any time.",
  emergency: 'If you are in immediate danger, call 911.',
  close: 'Close',
} as const;

// The dialog (its resource list included) loads on intent (issue 15).
const surface = lazyDialog<ComponentProps<typeof CrisisHelpSurface>>(
  () => import('./crisis-help-surface').then((m) => m.CrisisHelpSurface),
  (props) => props.open,
  (props) => props.onOpenChange(false),
);

/**
 * 'Need help now?': a button that is always on the page, opening the crisis resources. Shows
 * the server's list when a crisis reply carried one, else the copy the front end keeps.
 */
export function CrisisHelpDialog({
  resources,
}: {
  resources?: readonly CrisisResourceView[] | null | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        appearance="secondary"
        icon={<HeartRegular />}
        onPointerEnter={surface.preload}
        onFocus={surface.preload}
        onClick={() => setOpen(true)}
      >
        {crisisHelpText.open}
      </Button>
      <surface.Dialog resources={resources} open={open} onOpenChange={setOpen} />
    </>
  );
}

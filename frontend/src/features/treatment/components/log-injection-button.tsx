import { Button, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Injection } from '../../../entities/injections';
import { treatmentText } from '../treatment-text';
import { logInjectionDialog } from './lazy-treatment-dialogs';

/**
 * A 'Log Injection' button that opens the dialog: the one piece other pages (the dashboard's
 * quick actions, the prescription card) drop in where a dose can be logged.
 */
export function LogInjectionButton({
  defaultDate,
  onSaved,
  children = treatmentText.logInjection,
  appearance = 'primary',
  size,
  className,
}: {
  defaultDate?: string | undefined;
  onSaved?: ((injection: Injection) => void) | undefined;
  children?: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<AddRegular />}
        appearance={appearance}
        size={size}
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={logInjectionDialog.preload}
        onFocus={logInjectionDialog.preload}
      >
        {children}
      </Button>
      <logInjectionDialog.Dialog
        open={open}
        onOpenChange={setOpen}
        defaultDate={defaultDate}
        onSaved={onSaved}
      />
    </>
  );
}

import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular } from '@fluentui/react-icons/svg/eye-off';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { forwardRef, useState } from 'react';

const labels = { show: 'Show password', hide: 'Hide password' };

/**
 * A password input with a show/hide button (sign-in, registration and settings). Its ref is
 * forwarded explicitly: a plain `ref` prop reaches function components in React 19 but not in
 * preact/compat, which runs the app (docs/decisions/0006-preact.md).
 */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputProps, 'type' | 'contentAfter'>
>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  const label = visible ? labels.hide : labels.show;
  return (
    <Input
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={label}
          title={label}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
});

import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular } from '@fluentui/react-icons/svg/eye-off';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { useState, type Ref } from 'react';

const labels = { show: 'Show password', hide: 'Hide password' };

/** A password input with a show/hide button (sign-in, registration and settings). */
export function PasswordInput(
  props: Omit<InputProps, 'type' | 'contentAfter'> & { ref?: Ref<HTMLInputElement> },
) {
  const [visible, setVisible] = useState(false);
  const label = visible ? labels.hide : labels.show;
  return (
    <Input
      {...props}
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
}

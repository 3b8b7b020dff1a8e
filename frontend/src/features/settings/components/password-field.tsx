import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular } from '@fluentui/react-icons/svg/eye-off';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { useState, type Ref } from 'react';
import { settingsText } from '../settings-text';

/** A password input with a show/hide button. */
export function PasswordInput(
  props: Omit<InputProps, 'type' | 'contentAfter'> & { ref?: Ref<HTMLInputElement> },
) {
  const [visible, setVisible] = useState(false);
  const label = visible ? settingsText.hidePassword : settingsText.showPassword;
  return (
    <Input
      maxLength={200}
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

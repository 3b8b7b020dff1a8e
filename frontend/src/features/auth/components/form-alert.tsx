import { MessageBar, MessageBarBody, type MessageBarIntent } from '@fluentui/react-components';

/** A form-level message (a refused sign-in, a network failure), announced when it appears. */
export function FormAlert({
  message,
  intent = 'error',
  id,
}: {
  message: string | null | undefined;
  intent?: MessageBarIntent;
  id?: string;
}) {
  if (!message) return null;
  return (
    <MessageBar
      intent={intent}
      id={id}
      role={intent === 'error' ? 'alert' : 'status'}
      layout="multiline"
    >
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { ApiError } from '../lib/api-error';

/** A failed read: what failed, why when the server said, and a retry. */
export function QueryError({
  message,
  error,
  onRetry,
  retryLabel = 'Try again',
}: {
  message: string;
  error: ApiError | null;
  onRetry: () => void;
  retryLabel?: string;
}) {
  const detail = error && error.kind === 'http' && error.message ? ` ${error.message}` : '';
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>
        {message}
        {detail}
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

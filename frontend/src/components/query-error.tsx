import { Button } from '@fluentui/react-components';
import type { ApiError } from '../lib/api-error';
import { StatusNotice } from './status-notice';

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
    <StatusNotice
      intent="error"
      role="alert"
      actions={
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
      {detail}
    </StatusNotice>
  );
}

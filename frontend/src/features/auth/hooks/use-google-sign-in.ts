import { authMessages } from '@stride/api/contracts/auth-rules';
import { useCallback, useState } from 'react';
import { useSession } from '../../../lib/session/session-context';
import {
  googleSignIn,
  readGoogleFailure,
  type GoogleFailure,
  type GoogleProfile,
  type GoogleSignInRequest,
} from '../api/google-sign-in';
import { authText } from '../auth-text';

export interface PendingLink {
  request: GoogleSignInRequest;
  message: string;
}

/**
 * The Google sign-in flow shared by /login and /register: POST the credential; 200 signs in;
 * 428 continues registration (the caller decides how); 409 asks for the existing account's
 * password (see GoogleLinkDialog); anything else is a message.
 */
export function useGoogleSignIn(options: {
  onRegistrationRequired: (credential: string, profile: GoogleProfile) => void;
}) {
  const { signIn } = useSession();
  const { onRegistrationRequired } = options;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pendingLink, setPendingLink] = useState<PendingLink | null>(null);

  const submit = useCallback(
    async (request: GoogleSignInRequest): Promise<GoogleFailure | null> => {
      setBusy(true);
      setMessage(null);
      try {
        const response = await googleSignIn(request);
        signIn(response.token, response.user);
        return null;
      } catch (error) {
        const failure = readGoogleFailure(error, {
          failed: authMessages.googleFailed,
          error: authText.googleError,
        });
        if (failure.kind === 'registration-required') {
          onRegistrationRequired(request.credential, failure.profile);
        } else if (failure.kind === 'link-required') {
          setPendingLink({ request, message: failure.message || authMessages.linkRequired });
        } else if (failure.kind === 'message') {
          setMessage(failure.message);
        }
        return failure;
      } finally {
        setBusy(false);
      }
    },
    [signIn, onRegistrationRequired],
  );

  return {
    busy,
    message,
    setMessage,
    pendingLink,
    cancelLink: useCallback(() => setPendingLink(null), []),
    submit,
  };
}

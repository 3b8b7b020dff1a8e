import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LegalDocument } from './legal-document';

/** /security: how Stride protects an account and its data, as the code does it. */
export function SecurityOverview() {
  return (
    <LegalDocument
      title="Security"
      updated="November 2026"
      summary={
        <p>
          <strong>In short:</strong> your password is never stored, every session can be ended, your
          data is kept apart from everyone else&apos;s, and you can take it with you or erase it
          whenever you like.
        </p>
      }
    >
      <h2>Your password and sign-in</h2>
      <ul>
        <li>
          Passwords are never stored. We keep a salted scrypt hash (a deliberately slow, memory-hard
          function), so even we cannot read your password.
        </li>
        <li>
          Sign-in attempts are counted: past a limit they are refused for a while, so a password
          cannot be found by trying many.
        </li>
        <li>
          Recovery codes, made in Settings, let you back in if you forget your password. Each works
          once, and we keep only their hashes.
        </li>
        <li>
          If you choose Google sign-in, Google&apos;s answer is checked on our server, never trusted
          from the browser.
        </li>
      </ul>

      <h2>Sessions you can end</h2>
      <p>
        Signing in gives your device a signed session token. Every request checks that session on
        the server, so when you sign out, or end a session from Settings → Security → Active
        sessions, that token stops working at once, on every device.
      </p>

      <h2>Your data, kept apart</h2>
      <ul>
        <li>
          Everything you record is stored in Microsoft Azure under your own account&apos;s
          partition, and every read and write is checked against the signed-in account: no other
          account can reach it.
        </li>
        <li>
          Progress photos are private files with their location data removed. The app fetches them
          with your session; there is no public link to them.
        </li>
        <li>Your legal name is shown on a provider report only if you turn that on in Settings.</li>
      </ul>

      <h2>In the browser</h2>
      <p>
        The app sends a strict Content Security Policy: scripts run only from Stride itself (and
        Google&apos;s sign-in script, on the sign-in pages), and the pages cannot be framed by
        another site. HTTPS is enforced. There are no analytics, advertising or tracking scripts.
        Signing out clears the drafts and cached health data kept on your device.
      </p>

      <h2>Monitoring without your content</h2>
      <p>
        To keep Stride running we record which kind of request was made, how long it took and
        whether it worked. We never record what you wrote: no request bodies, journal searches,
        emails, account ids, passwords, tokens, prompts or coach answers.
      </p>

      <h2>The coach and the crisis screen</h2>
      <p>
        Every message to the coach is screened for crisis wording on Stride&apos;s own server, while
        the message is being answered. Nobody is notified and nothing is sent elsewhere because of
        it: the only trace is a mark on that message in your own chat history, which keeps the coach
        gentle for the next 12 hours and is erased with your account. Where the optional Azure AI
        Content Safety check or the Azure OpenAI model is turned on, your message is also sent to
        that Microsoft service in the same Azure account to be checked or answered.
      </p>

      <h2>Reminders</h2>
      <ul>
        <li>
          Notifications on a lock screen say only &ldquo;Stride&rdquo; and a neutral line, unless
          you turn on medication details in Settings.
        </li>
        <li>
          Each reminder is recorded once when it is sent, so it never arrives twice; a device whose
          push subscription has expired is removed.
        </li>
        <li>
          The calendar link holds a long random secret that we keep only as a hash. Making a new
          link or turning it off stops the old one at once.
        </li>
      </ul>

      <h2>Take it with you, or erase it</h2>
      <p>
        Settings → Privacy lets you download everything Stride holds about you (JSON, and your doses
        and check-ins as CSV), or delete your account: that erases your profile, records, photos and
        sessions. See also the <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>.
      </p>
    </LegalDocument>
  );
}

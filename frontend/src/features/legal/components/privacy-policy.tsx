import { LegalDocument } from './legal-document';

/** /privacy: what Stride stores, where, and what you can do about it. */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="November 2026"
      summary={
        <p>
          <strong>In short:</strong> your health data is yours. We store it in Microsoft Azure, use
          it only to run Stride for you, never sell it, never track you, and you can export or erase
          it at any time.
        </p>
      }
    >
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Waitlist:</strong> your name and email, only to invite you to the beta.
        </li>
        <li>
          <strong>Your account:</strong> the details you give at registration (name, preferred name,
          date of birth, pronouns and a few preferences; an address only if you add one).
        </li>
        <li>
          <strong>What you record:</strong> injections, prescription, check-ins, journal entries,
          photos and conversations with the coach.
        </li>
      </ul>

      <h2>Where it lives</h2>
      <p>
        Stride runs on Microsoft Azure. Your data is stored there, scoped to your account, and is
        never shown to another account. Photos are private and have their location data removed.
      </p>

      <h2>What we never do</h2>
      <ul>
        <li>We never sell your data or share it with advertisers or data brokers.</li>
        <li>
          No tracking: no analytics scripts, no advertising cookies, no third-party scripts, except
          Google sign-in on the sign-in pages if you choose to use it.
        </li>
        <li>
          Your legal name stays out of the coach&apos;s replies and shared pages; it appears in a
          provider report only if you turn that on.
        </li>
      </ul>

      <h2>On your device</h2>
      <p>
        Stride keeps a few things in your browser&apos;s storage: your sign-in session, your theme
        choice, drafts you have not saved yet, a waitlist sign-up that could not reach us (it is
        sent as soon as we are reachable), and doses, check-ins and journal entries you logged
        without a connection (kept for your account only, and sent when you are back online).
        Signing out clears drafts and cached health data, and asks before discarding anything not
        sent yet.
      </p>

      <h2>Your rights</h2>
      <p>
        You can export everything Stride holds about you, or erase your account and all its data, at
        any time from Settings. Waitlist members can reply to any email we send to have their
        sign-up removed.
      </p>
    </LegalDocument>
  );
}

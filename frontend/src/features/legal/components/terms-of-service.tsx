import { LegalDocument } from './legal-document';

/** /terms: the short, plain terms of the beta. */
export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 2026"
      summary={
        <p>
          <strong>In short:</strong> Stride helps you keep track of your treatment. It does not
          replace your doctor, and in an emergency you should call 911 or a crisis line.
        </p>
      }
    >
      <h2>Who can use Stride</h2>
      <p>
        You must be 18 or older. You create one account for yourself and keep your password and
        recovery codes safe.
      </p>

      <h2>Not medical advice</h2>
      <p>
        Reminders, reports and the AI coach support you; they are not a diagnosis or a prescription.
        Follow your prescriber&apos;s instructions and talk to them before changing your dose or
        schedule.
      </p>

      <h2>In a crisis</h2>
      <p>
        If you are thinking about suicide or self-harm, call or text 988 (US, 24/7), text HOME to
        741741, or call 911 if you are in immediate danger. Stride shows these resources, but it is
        not an emergency service.
      </p>

      <h2>Your content</h2>
      <p>
        What you write and upload stays yours. You give us permission only to store and process it
        to run Stride for you. You can export or erase it at any time.
      </p>

      <h2>Fair use</h2>
      <p>
        Do not misuse the service, try to reach other people&apos;s data, or post harmful content in
        the community. We may suspend accounts that do.
      </p>

      <h2>The beta</h2>
      <p>
        Stride is in beta: features may change, and we will tell you before anything that affects
        your data. We may update these terms and will show the date of the last change above.
      </p>
    </LegalDocument>
  );
}

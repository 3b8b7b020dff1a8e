import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LegalDocument } from './legal-document';

/** /help: answers to the questions people ask most, true to how Stride works. */
export function HelpCenter() {
  return (
    <LegalDocument
      title="Help Center"
      updated="November 2026"
      summary={
        <p>
          <strong>In crisis?</strong> Call or text 988 (US, 24/7), text HOME to 741741, or call 911
          if you are in immediate danger. The coach&apos;s &quot;Need help now?&quot; button lists
          more people to reach.
        </p>
      }
    >
      <h2>How does the injection schedule work?</h2>
      <p>
        Stride uses a rolling schedule. Your first dose is due on your prescription&apos;s start
        date, and each dose you take sets the next one: the day you actually injected plus your
        interval (7 days for weekly). Inject a day late and your next dose moves a day later too, so
        one late shot never leaves you two doses crowded together.
      </p>
      <p>
        For weekly (or longer) schedules a dose taken the day before, on, or the day after its due
        date counts as on time. Later than that, but before the next dose&apos;s window, it counts
        as late. Shorter intervals have no extra day either side.
      </p>

      <h2>What does a missed dose mean?</h2>
      <p>
        A dose is marked missed once its whole window has passed without an injection. The schedule
        then carries on from the missed dose&apos;s due date plus your interval, so the calendar
        shows your next dose rather than a growing pile of overdue ones. Missed doses count against
        your adherence in analytics and in the provider report. If you are unsure what to do after a
        missed dose, ask your prescriber: Stride tracks, it does not prescribe.
      </p>
      <p>
        A second injection inside one window, or one before your start date, is kept and shown as an
        extra dose, but never counted as taken. Logging a dose less than half an interval after the
        last one asks you to confirm first.
      </p>

      <h2>Can I pause my treatment?</h2>
      <p>
        Yes. In Settings → Treatment, edit your prescription to pause it; no doses are due while it
        is paused. Resume there too. A changed prescription takes effect from the date you choose,
        and earlier doses keep the prescription that was in force then.
      </p>

      <h2>How do I export my data?</h2>
      <p>
        Settings → Privacy → Export your data downloads everything Stride holds about you as one
        JSON file, and your injections and check-ins as CSV files a spreadsheet can open. The
        Analytics page also has a provider report you can print or save as a PDF.
      </p>

      <h2>How do I delete my account?</h2>
      <p>
        Settings → Privacy → Delete account. You confirm by typing DELETE (and your password, if
        your account has one). Your profile, records, journal, photos, coach chat and sessions are
        erased, and you are signed out everywhere. Export first if you want a copy.
      </p>

      <h2>Can I try Stride first?</h2>
      <p>
        When you run Stride yourself (see its README), it creates a demo account with about six
        months of believable history: weekly doses with one missed and two late, a streak of
        check-ins and a few dozen journal entries. Sign in as demo@stride.local with the password
        stride-demo. The demo account never exists on the live service; there, join the beta
        waitlist on the home page.
      </p>

      <h2>Who can see my data?</h2>
      <p>
        Only you. Read how we protect it on the{' '}
        <RouterLink to={paths.security}>Security</RouterLink> page and what we store in the{' '}
        <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>.
      </p>
    </LegalDocument>
  );
}

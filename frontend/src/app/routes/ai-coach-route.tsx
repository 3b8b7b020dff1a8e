import { ChatSparkleRegular } from '@fluentui/react-icons';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

export default function AiCoachRoute() {
  return (
    <>
      <PageHeader
        title="AI Coach"
        subtitle="A kind, private coach for your HRT journey, any time of day"
      />
      <ComingSoon
        icon={ChatSparkleRegular}
        text="Your coach is getting ready."
        detail="Ask about your schedule, injection technique or how you feel. If you are in crisis, call or text 988 (US), any time."
      />
    </>
  );
}

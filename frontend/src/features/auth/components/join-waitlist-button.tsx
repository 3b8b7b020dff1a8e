import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { landingSections, paths } from '../../../config/paths';

/** Sends the visitor to the waitlist on the landing page. */
export function JoinWaitlistButton() {
  const navigate = useNavigate();
  return (
    <Button
      appearance="primary"
      size="large"
      onClick={() => navigate({ pathname: paths.landing, hash: landingSections.waitlist })}
    >
      Join the waitlist
    </Button>
  );
}

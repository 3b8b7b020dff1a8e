import { SimplePage } from '../../components/simple-page';
import { HelpCenter } from '../../features/legal/components/help-center';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export default function HelpRoute() {
  return (
    <SimplePage title="Help Center" headerActions={<ThemeToggle />}>
      <HelpCenter />
    </SimplePage>
  );
}

import 'virtual:stride-theme.css';
import { startApp } from './app/start';
import { afterBootShellPaint, dismissBootShell } from './lib/boot-shell';

afterBootShellPaint()
  .then(() => startApp(document.getElementById('root')))
  .catch((error: unknown) => {
    // Nothing will replace the page's drawing of the shell (lib/boot-shell.tsx).
    dismissBootShell();
    throw error;
  });

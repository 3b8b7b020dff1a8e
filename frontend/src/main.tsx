import 'virtual:stride-theme.css';
import { startApp } from './app/start';

void startApp(document.getElementById('root'));

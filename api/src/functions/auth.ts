import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('auth', {
  route: 'auth/{*path}',
  methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('account', {
  route: 'account',
  methods: ['DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('account-export', {
  route: 'account/{*path}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

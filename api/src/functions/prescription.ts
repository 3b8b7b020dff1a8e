import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('prescription', {
  route: 'prescription',
  methods: ['GET', 'PUT'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('prescription-action', {
  route: 'prescription/{action}',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

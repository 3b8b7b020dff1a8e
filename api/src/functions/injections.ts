import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('injections', {
  route: 'injections',
  methods: ['GET', 'POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('injection', {
  route: 'injections/{id}',
  methods: ['GET', 'PUT', 'DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

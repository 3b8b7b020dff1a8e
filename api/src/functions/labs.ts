import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('labs', {
  route: 'labs',
  methods: ['GET', 'POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
// One catch-all below /labs: 'labs/level-curve' and 'labs/settings' would otherwise compete
// with 'labs/{id}' for the same paths.
app.http('labs-item', {
  route: 'labs/{*path}',
  methods: ['GET', 'PUT', 'DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

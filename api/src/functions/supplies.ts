import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('supplies', {
  route: 'supplies',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
// Vials, consumables, settings and the forecast below /supplies, in one registration.
app.http('supplies-item', {
  route: 'supplies/{*path}',
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

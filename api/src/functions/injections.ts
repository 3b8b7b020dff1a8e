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
app.http('injections-backfill', {
  route: 'injections/backfill',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('injections-backfill-preview', {
  route: 'injections/backfill/preview',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

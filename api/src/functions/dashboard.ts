import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('dashboard', {
  route: 'dashboard',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('achievement-seen', {
  route: 'achievements/{id}/seen',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('health', {
  route: 'health',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

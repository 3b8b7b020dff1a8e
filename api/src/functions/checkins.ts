import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('checkins', {
  route: 'checkins',
  methods: ['GET', 'POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

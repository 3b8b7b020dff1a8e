import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('waitlist', {
  route: 'waitlist',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

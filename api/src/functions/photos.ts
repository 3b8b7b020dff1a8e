import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('photos', {
  route: 'photos',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('photo', {
  route: 'photos/{id}',
  methods: ['GET', 'DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

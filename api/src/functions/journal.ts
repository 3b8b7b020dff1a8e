import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('journal', {
  route: 'journal',
  methods: ['GET', 'POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('journal-entry', {
  route: 'journal/{id}',
  methods: ['GET', 'PUT', 'DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('journal-entry-restore', {
  route: 'journal/{id}/restore',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('journal-entry-shared', {
  route: 'journal/{id}/shared',
  methods: ['PATCH'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

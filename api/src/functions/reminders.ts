import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('reminders', {
  route: 'reminders',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('reminders-settings', {
  route: 'reminders/settings',
  methods: ['GET', 'PUT'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('reminders-subscriptions', {
  route: 'reminders/subscriptions',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('reminders-unsubscribe', {
  route: 'reminders/unsubscribe',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('reminders-test', {
  route: 'reminders/test',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('reminders-calendar', {
  route: 'reminders/calendar',
  methods: ['POST', 'DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('calendar-feed', {
  route: 'calendar/{file}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('analytics', {
  route: 'analytics',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('analytics-adherence', {
  route: 'analytics/adherence',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('provider-data', {
  route: 'integration/provider-data',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

// The community board and its moderation below /community (signed in), in one registration.
app.http('community', {
  route: 'community/{*path}',
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

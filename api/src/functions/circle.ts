import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

// Supporters and share links below /circle (signed in), in one registration.
app.http('circle', {
  route: 'circle/{*path}',
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
// The public share view: no sign-in, the token in the path is the key.
app.http('share', {
  route: 'share/{token}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

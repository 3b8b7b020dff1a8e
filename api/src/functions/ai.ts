import { app } from '@azure/functions';
import { azureHandler } from './azure-handler.js';

app.http('ai-chat', {
  route: 'ai/chat',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('ai-chat-history', {
  route: 'ai/chat/history',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: azureHandler,
});
app.http('ai-analyze-image', {
  route: 'ai/analyze-image',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: azureHandler,
});

/**
 * `npm run moderator -- grant <email>`, `npm run moderator -- revoke <email>`,
 * `npm run moderator -- list`: the operator's way to give or take the community moderator role.
 * It writes to the storage named by AZURE_STORAGE_CONNECTION_STRING (locally: Azurite, which
 * `npm start` or `npm run dev` must be running).
 */
import { loadConfig } from '../api/src/config.js';
import { createStorage } from '../api/src/data/storage.js';
import { runModeratorCommand, type ModeratorCommand } from '../api/src/services/moderator-role.js';

const [command, email] = process.argv.slice(2);
if (command !== 'grant' && command !== 'revoke' && command !== 'list') {
  console.error(
    'Usage: npm run moderator -- grant|revoke <email>   or   npm run moderator -- list',
  );
  process.exit(2);
}
const config = loadConfig();
const storage = createStorage(config.storageConnectionString);
const result = await runModeratorCommand(storage, command as ModeratorCommand, email, Date.now());
(result.ok ? console.log : console.error)(result.message);
process.exit(result.ok ? 0 : 1);

import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The contracts' zod: zod/mini, the functional build whose unused checks a bundler leaves out
 * (issue 15: classic zod was ~25 KB gzip on every signed-in page's first load, mini ~10 KB).
 * Mini carries no messages of its own; English is set here, once, before any contract builds a
 * schema, so the defaults read as classic zod's ("Invalid input: expected string, received
 * undefined"), on the server and in the browser alike.
 */
z.config(en());

export { z };

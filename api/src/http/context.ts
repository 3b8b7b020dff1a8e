export type { AppDeps } from '../deps.js';

/** The signed-in caller, set by requireAuth. */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    clientAddress: string;
    auth: AuthContext;
  };
}

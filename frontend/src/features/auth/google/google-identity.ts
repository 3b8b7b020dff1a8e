/** Google Identity Services (the only third-party script, and only on /login and /register). */
export const googleScriptUrl = 'https://accounts.google.com/gsi/client';

/** The spec: the button render is retried every 100 ms until the script is available. */
export const googleRenderRetryMs = 100;
/** After this long without the script, the page says so. */
export const googleLoadTimeoutMs = 10_000;

export interface GoogleCredentialResponse {
  credential?: string;
}

export interface GoogleButtonOptions {
  type: 'standard';
  theme: 'outline' | 'filled_black';
  size: 'large';
  text: 'signin_with' | 'signup_with' | 'continue_with';
  shape: 'pill';
  logo_alignment: 'center';
  width: number;
}

export interface GoogleIdApi {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
  }
}

export function googleIdApi(): GoogleIdApi | undefined {
  return window.google?.accounts?.id;
}

let loading: Promise<void> | null = null;

/** Adds the script once; a failed load can be tried again later. */
export function loadGoogleScript(): Promise<void> {
  if (googleIdApi()) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = googleScriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

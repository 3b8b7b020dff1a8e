/** Wide screens keep the sidebar in place; narrower ones open it as a drawer. */
export const wideShellQuery = '(min-width: 1024px)';
/** The complement of `wideShellQuery`, for styles of the drawer layout. */
export const narrowShellMedia = '@media (max-width: 1023.98px)';
/** The top bar of the drawer layout (menu button, wordmark, avatar) is exactly this tall. */
export const shellTopBarHeight = '56px';
/** The main element's padding, block and inline. */
export const shellMainPadding = 'clamp(20px, 4vw, 48px)';

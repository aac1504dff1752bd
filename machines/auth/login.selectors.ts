/** The login form reads only what every account form offers. */
export * from './accountForm.selectors';

/** The bind form reads only what every account form offers. */
export * from './accountForm.selectors';

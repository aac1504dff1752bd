/** The app version shown on /profile/more and /about. */
export const APP_VERSION = '1.0.28';

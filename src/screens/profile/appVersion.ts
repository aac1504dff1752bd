/** The app version shown on /profile/more and /about (issue 13). */
export const APP_VERSION = '1.0.28';

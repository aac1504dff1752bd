/** The app version shown on /profile/more and /about: the one the contract names. */
export { APP_VERSION } from '../../api/contract/appVersion';

import { SignPayScreen } from './SignPayScreens';

export const Component = SignPayScreen;

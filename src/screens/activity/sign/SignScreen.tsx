import { SignScreen } from './SignPayScreens';

export const Component = SignScreen;

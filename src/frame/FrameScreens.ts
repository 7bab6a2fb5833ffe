// Screens the frame shows only when something is off (a module turned off, an unowned address):
// their own chunk ("frame-screens"), with the page header and empty state they are drawn with.
export { ModuleNotFound } from '../microfrontend/ModuleNotFound';
export { TurnedOffScreen } from './TurnedOffScreen';

import { startFlagsConsole } from './startFlagsConsole';

startFlagsConsole(window);

import { startLabConsole } from './startLabConsole';

startLabConsole(window);

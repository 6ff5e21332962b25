import { runPortal } from './portal';

runPortal();

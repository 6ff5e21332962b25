import { createWorkerCalculator } from '../utils/worker-calculator';
import { HiringSimulator } from './hiring-simulator';

/** /outils/simulateur-embauche: the rules engine runs in a web worker of this route's chunk. */
export default function HiringSimulatorPage() {
  return <HiringSimulator createCalculator={createWorkerCalculator} />;
}

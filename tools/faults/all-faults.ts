import type { Fault } from './fault';
import type { FaultOptions } from './fault-options';
import { dependencyFaults } from './scenarios/dependency-faults';
import { messageFaults } from './scenarios/message-faults';
import { processFaults } from './scenarios/process-faults';
import { publishingFaults } from './scenarios/publishing-faults';
import { stripeFaults } from './scenarios/stripe-faults';

/** Every fault the suite knows, in the order it injects them. */
export function allFaults(): Fault[] {
  return [...processFaults(), ...dependencyFaults(), ...messageFaults(), ...stripeFaults(), ...publishingFaults()];
}

export function chosenFaults(options: Pick<FaultOptions, 'only' | 'short'>): Fault[] {
  return allFaults().filter(
    (fault) => (!options.short || fault.inShortRun) && (options.only.length === 0 || options.only.some((part) => fault.name.toLowerCase().includes(part))),
  );
}

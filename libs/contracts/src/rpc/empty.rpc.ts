import { Allow } from 'class-validator';

/** The request of a call that takes no input: an object that validates. */
export class EmptyRequest {
  @Allow() none?: true;
}

/**
 * amqplib throws IllegalOperationError ("Channel closed", "Channel closing") for any operation on
 * a channel whose connection has gone. A delivery belongs to the channel it came on, so an ack or
 * nack for it after the channel died cannot reach the broker, which has already put the message
 * back for redelivery; the inbox makes that redelivery harmless.
 */
export function isChannelClosedError(error: unknown): boolean {
  return error instanceof Error && error.name === 'IllegalOperationError';
}

/**
 * Runs an ack, nack or send on a channel that may have closed meanwhile. Returns false when the
 * channel was gone (the operation is dropped safely); any other error is thrown.
 */
export function onOpenChannel(operation: () => void): boolean {
  try {
    operation();
    return true;
  } catch (error) {
    if (isChannelClosedError(error)) return false;
    throw error;
  }
}

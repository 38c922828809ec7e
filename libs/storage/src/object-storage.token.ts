import { Inject } from '@nestjs/common';

/** Injection token for the `ObjectStorage` that `StorageModule` provides. */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** `@InjectObjectStorage() private readonly storage: ObjectStorage` */
export const InjectObjectStorage = (): PropertyDecorator & ParameterDecorator =>
  Inject(OBJECT_STORAGE);

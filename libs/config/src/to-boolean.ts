import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';

/** Env values are strings: only "true" and "1" mean true, so "false" is not truthy by accident. */
export function ToBoolean(): PropertyDecorator {
  const transform = Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const raw = obj[key];
    return raw === undefined ? undefined : raw === true || raw === 'true' || raw === '1';
  });
  const validate = IsBoolean();
  return (target, property) => {
    transform(target, property);
    validate(target, property);
  };
}

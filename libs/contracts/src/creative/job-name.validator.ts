import { ValidateBy, type ValidationOptions } from 'class-validator';
import { checkJobName } from './job-name';

/**
 * A request field holding a job's name (`checkJobName`), refused with the rule's own words. Kept
 * out of the creative index, which the browser entry exports: validators must not reach a browser bundle.
 */
export function IsJobName(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isJobName',
      validator: {
        validate: (value: unknown) => checkJobName(value).ok,
        defaultMessage: (args) => {
          const checked = checkJobName(args?.value);
          return checked.ok ? '' : checked.message;
        },
      },
    },
    options,
  );
}

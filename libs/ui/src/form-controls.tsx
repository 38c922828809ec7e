import type { InputHTMLAttributes, LabelHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { classNames } from './class-names';

export function Label({ className, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={classNames('rm-label', className)} {...rest} />;
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...rest }: InputProps) {
  return <input className={classNames('rm-input', className)} {...rest} />;
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ...rest }: TextareaProps) {
  return <textarea className={classNames('rm-input', 'rm-textarea', className)} {...rest} />;
}

import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames('rm-card', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames('rm-card__header', className)} {...rest} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level, so each page keeps a correct outline. */
  level?: 2 | 3 | 4;
}

export function CardTitle({ level = 3, className, ...rest }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={classNames('rm-card__title', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={classNames('rm-card__description', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames('rm-card__content', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames('rm-card__footer', className)} {...rest} />;
}

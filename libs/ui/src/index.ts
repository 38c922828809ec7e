// Styles travel with the components, so an app that imports any primitive also gets its look.
import './ui.css';

export { Badge, type BadgeProps, type BadgeVariant } from './badge';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonStyleOptions, type ButtonVariant } from './button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps } from './card';
export { classNames } from './class-names';
export { Dialog, type DialogProps } from './dialog';
export { Input, Label, Textarea, type InputProps, type TextareaProps } from './form-controls';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { DEFAULT_TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_VIEWPORT_HOTKEY } from './toast/toast-constants';
export { useToast } from './toast/toast-context';
export { ToastProvider, type ToastProviderProps } from './toast/toast-provider';
export type { ToastApi, ToastOptions, ToastVariant } from './toast/toast.types';
export { buildPath, type BuildRouteArgs, type BuildRouteOptions, type QueryParams, type RouteParamName } from './app-kit/build-path';
export { createQueryClient } from './app-kit/create-query-client';

import { screen, within } from '@testing-library/react';

/** The toast region of the libs/ui ToastProvider. */
export const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

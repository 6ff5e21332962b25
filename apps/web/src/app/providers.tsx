import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../config/constants';
import { ErrorDialog } from '../components/ui/error-dialog';
import { createQueryClient } from '../lib/query-client';
import { InactivityWatcher } from '../features/session/components/inactivity-watcher';
import { ThemeApplier } from '../features/theme/components/theme-applier';

/** App-wide providers and overlays: data cache, theme, toasts, error dialog, inactivity watcher. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeApplier />
      {children}
      <ErrorDialog />
      <InactivityWatcher />
      <Toaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton />
    </QueryClientProvider>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '../config/constants';
import { createQueryClient } from '../lib/query-client';
import { ThemeApplier } from '../features/theme/components/theme-applier';

// Overlays load after the first screen: none of them shows anything on it.
const ErrorDialog = lazy(async () => ({ default: (await import('../components/ui/error-dialog')).ErrorDialog }));
const InactivityWatcher = lazy(async () => ({ default: (await import('../features/session/components/inactivity-watcher')).InactivityWatcher }));
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** App-wide providers and overlays: data cache, theme, toasts, error dialog, inactivity watcher. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeApplier />
      {children}
      <Suspense fallback={null}>
        <ErrorDialog />
        <InactivityWatcher />
        <Toaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}

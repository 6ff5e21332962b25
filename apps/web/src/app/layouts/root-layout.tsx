import { Outlet } from 'react-router';

/** Root of every screen; navigation side effects are wired on the router itself (router.tsx). */
export function RootLayout() {
  return <Outlet />;
}

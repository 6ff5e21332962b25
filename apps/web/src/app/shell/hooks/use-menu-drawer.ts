import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { setMenuOpen, useMenuOpen, useNarrowScreen } from './menu-state';

/**
 * The menu's state for the shell. On a narrow screen the menu is a drawer over the page: it closes when
 * the user goes somewhere, on Escape (focus back on the menu button) and on a click on its backdrop.
 */
export function useMenuDrawer() {
  const open = useMenuOpen();
  const narrow = useNarrowScreen();
  const drawer = narrow && open;
  const button = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  useEffect(() => {
    if (narrow) setMenuOpen(false);
    // Only a navigation closes it, not a change of width.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!drawer) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer]);

  return {
    open,
    drawer,
    button,
    toggle: () => setMenuOpen(!open),
    close: () => setMenuOpen(false),
    /** A link chosen in the drawer closes it even when it leads to the current page. */
    onNavigate: () => {
      if (narrow) setMenuOpen(false);
    },
  };
}

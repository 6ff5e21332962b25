import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import type { TourMenuControl } from '../utils/tour-menu';
import { leaveRoute, loadTour } from '../utils/tour-controller';

interface GuidedTourProps {
  /** Route name of the route table (the tours are stored per route name). */
  routeName: string;
  menu: TourMenuControl;
}

/** Mounted by the signed-in layout: after each navigation or dossier change, starts the route's pending tour. */
export function GuidedTour({ routeName, menu }: GuidedTourProps) {
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const codeDossier = useSelectedDossier().dossier?.codeDossier ?? null;

  // Another route (or sign-out) ends the running tour; a navigation inside the route does not.
  useEffect(() => () => leaveRoute(), [routeName]);

  useEffect(() => {
    void loadTour({ queryClient, menu, routeName, codeDossier });
  }, [queryClient, menu, routeName, codeDossier, key]);

  return null;
}

import { useEffect, useRef } from 'react';

/** Spec 03 §2.8, §9: the preamble saves itself every 5 minutes when changes exist. */
export const SAUVEGARDE_AUTO_MS = 300_000;

/** Calls `sauver` every `intervalle` ms while `enAttente`; the latest values are read at each tick. */
export function useSauvegardeAuto(enAttente: boolean, sauver: () => void, intervalle = SAUVEGARDE_AUTO_MS) {
  const courant = useRef({ enAttente, sauver });
  useEffect(() => {
    courant.current = { enAttente, sauver };
  });
  useEffect(() => {
    const id = setInterval(() => {
      if (courant.current.enAttente) courant.current.sauver();
    }, intervalle);
    return () => clearInterval(id);
  }, [intervalle]);
}

import { useEffect, useState } from 'react';

const PAS = 50;
/** The table loads more within 200 px of the bottom (spec 03 §2.5, §9). */
const MARGE_BAS = 200;

/** How many rows to show: PAS more each time the window nears the bottom. */
export function useAffichageProgressif(total: number): number {
  const [nombre, setNombre] = useState(PAS);
  useEffect(() => {
    if (nombre >= total) return;
    const verifier = () => {
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - MARGE_BAS) setNombre((n) => n + PAS);
    };
    verifier();
    window.addEventListener('scroll', verifier, { passive: true });
    return () => window.removeEventListener('scroll', verifier);
  }, [nombre, total]);
  return nombre;
}

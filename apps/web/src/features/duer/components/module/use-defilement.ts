import { useEffect } from 'react';
import type { DuerModuleDetail } from '@portail/contracts';
import { cleDefilement } from '../../utils/module-edit';

/** The scroll position of a module, restored after a reload of its data (spec 03 §2.4). */
export function useDefilement(idModule: number, data: DuerModuleDetail) {
  useEffect(() => {
    const cle = cleDefilement(idModule);
    const onScroll = () => sessionStorage.setItem(cle, String(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [idModule]);
  useEffect(() => {
    const y = Number(sessionStorage.getItem(cleDefilement(idModule)));
    if (y > 0) window.scrollTo(0, y);
  }, [idModule, data]);
}

import { useState } from 'react';
import type { DuerDetail } from '@portail/contracts';
import { ImpressionDialog } from './impression-dialog';
import { ImpressionsRecentes } from './impressions-recentes';
import './impression.css';

/** The work-units screen's print action and its recent prints (spec 03 §2.10). */
export function DuerImpression({ idDuer, detail }: { idDuer: number; detail: DuerDetail }) {
  const [ouvert, setOuvert] = useState(false);
  return (
    <div className="duer-impression">
      <button type="button" className="bouton" onClick={() => setOuvert(true)}>
        Imprimer
      </button>
      {ouvert && <ImpressionDialog idDuer={idDuer} detail={detail} onClose={() => setOuvert(false)} />}
      <ImpressionsRecentes idDuer={idDuer} />
    </div>
  );
}

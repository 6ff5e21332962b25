import { DuerAnnexesModulePage } from './duer-annexes-page';

/** duerannexesmodule: /outils/duer/modules/annexes/{idModule}/{idBaseModule}?idDuer= (the DUER travels in the query). */
export default DuerAnnexesModulePage;

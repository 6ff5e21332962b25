/** The info dialog's text of the DUER screens. */
export function DuerInfo() {
  return (
    <>
      <p>
        Le document unique d’évaluation des risques professionnels (DUER) recense, pour chaque unité de travail de l’exploitation, les risques de chaque module
        et opération, leur cotation et les mesures de prévention.
      </p>
      <p>Une unité de travail est valide lorsque tous ses risques sont renseignés. Une fois le DUER imprimé en version définitive, il est terminé.</p>
    </>
  );
}

/** The info dialog's text of the crop-rotation screens. */
export function AssolementInfo() {
  return (
    <>
      <p>Renseignez chaque année la surface (en hectares) et le rendement (en tonnes par hectare) de vos cultures.</p>
      <p>
        Vous pouvez reprendre les cultures de l’année précédente : les cultures déjà saisies pour l’année ne sont pas dupliquées et le rendement est laissé
        vide. Une fois l’assolement validé par votre conseiller, il ne peut plus être modifié.
      </p>
    </>
  );
}

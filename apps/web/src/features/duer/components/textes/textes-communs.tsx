/** The pending-changes notice shared by the three screens. */
export function EnAttente({ message }: { message: string }) {
  return (
    <p className="duer-textes__attente" role="status" data-testid="modifications-en-attente">
      {message}
    </p>
  );
}

/** Texts stored as a single space (spec 03 §4) show as empty fields. */
export const affiche = (texte: string) => (texte === ' ' ? '' : texte);

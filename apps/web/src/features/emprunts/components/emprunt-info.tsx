/** Text of the info modal of the loan simulator: how the schedule is computed (issue 10: the rate choice). */
export function EmpruntInfo() {
  return (
    <div className="emprunt-info">
      <p>
        Le simulateur calcule l’échéancier de vos emprunts en annuité constante (ANC : même échéance à chaque période) ou en amortissement constant (AMC : même
        part de capital remboursée à chaque période).
      </p>
      <p>
        Taux appliqué à chaque période : le taux annuel divisé par le nombre de périodes dans l’année (mensuelle ÷ 12, bimensuelle ÷ 24, trimestrielle ÷ 4,
        semestrielle ÷ 2, annuelle ÷ 1). Les intérêts sont arrondis au centime à chaque période ; la dernière échéance solde le capital restant.
      </p>
      <p>
        La première échéance tombe une période après la date de début. Le graphique et le tableau présentent 10 exercices de janvier à décembre à partir de
        l’année en cours, puis une dernière colonne pour tout ce qui reste à rembourser ensuite ; les échéances des années passées n’y figurent pas.
      </p>
      <p>Ces résultats sont une simulation indicative et ne remplacent pas le tableau d’amortissement de votre banque.</p>
    </div>
  );
}

/** One active risk as printed in a definitive version; risks are matched across versions by their four names. */
export interface RisqueInstantane {
  uniteTravail: string;
  module: string;
  operation: string;
  risque: string;
  score: number | null;
  /** Faible, À surveiller, Important, Préoccupant or Non initialisé. */
  niveau: string;
  mesureExistante: string;
  mesureAFaire: string;
  mesureQui: string;
  mesureDelai: string;
}

/** The content of a sealed version that the comparison reads (the PDF itself is the legal record). */
export interface DuerInstantane {
  risques: RisqueInstantane[];
}

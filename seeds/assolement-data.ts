/**
 * Crop types of the firm's catalogue (id = idtCultureTypeTRAME; 1015 Blé tendre d'hiver is the
 * map's default crop) and the PAC codes of Champagne farms mapped to them.
 *
 * rendementMax (t/ha) is about 1.25 × the best Marne year of 2000–2017 (shared data, quintals/ha ÷ 10).
 * Vines are given in t/ha of grapes: the Marne's 105 hl/ha at most, with the Champagne ratio of
 * 160 kg of grapes for 102 l of must (≈ 157 kg per hl), is 16.5 t/ha; the max is 17 t/ha.
 */
export interface CultureTypeSeed {
  id: number;
  intitule: string;
  rendementMax: number | null;
  estIntituleModifiable?: boolean;
}

export const CULTURE_BLE_TENDRE_HIVER = 1015;
export const CULTURE_AUTRE = 1099;

export const cultureTypes: CultureTypeSeed[] = [
  { id: 1015, intitule: 'Blé tendre d’hiver', rendementMax: 12 },
  { id: 1016, intitule: 'Blé tendre de printemps', rendementMax: 10 },
  { id: 1017, intitule: 'Blé dur d’hiver', rendementMax: 10 },
  { id: 1020, intitule: 'Orge d’hiver', rendementMax: 11.5 },
  { id: 1021, intitule: 'Orge de printemps', rendementMax: 10 },
  { id: 1022, intitule: 'Escourgeon', rendementMax: 11.5 },
  { id: 1023, intitule: 'Avoine', rendementMax: 8 },
  { id: 1024, intitule: 'Seigle', rendementMax: 8 },
  { id: 1025, intitule: 'Triticale', rendementMax: 11 },
  { id: 1026, intitule: 'Épeautre', rendementMax: 7 },
  { id: 1027, intitule: 'Sarrasin', rendementMax: 4 },
  { id: 1028, intitule: 'Sorgho', rendementMax: 10 },
  { id: 1030, intitule: 'Maïs grain', rendementMax: 13 },
  { id: 1031, intitule: 'Maïs ensilage', rendementMax: 19 },
  { id: 1035, intitule: 'Colza d’hiver', rendementMax: 5.5 },
  { id: 1036, intitule: 'Colza de printemps', rendementMax: 4 },
  { id: 1037, intitule: 'Tournesol', rendementMax: 4.5 },
  { id: 1038, intitule: 'Soja', rendementMax: 3.5 },
  { id: 1039, intitule: 'Lin oléagineux', rendementMax: 3.5 },
  { id: 1040, intitule: 'Pois protéagineux', rendementMax: 7 },
  { id: 1041, intitule: 'Féverole', rendementMax: 7 },
  { id: 1042, intitule: 'Lentille', rendementMax: 3 },
  { id: 1045, intitule: 'Betterave sucrière', rendementMax: 125 },
  { id: 1046, intitule: 'Pomme de terre de consommation', rendementMax: 70 },
  { id: 1047, intitule: 'Pomme de terre féculière', rendementMax: 70 },
  { id: 1048, intitule: 'Chanvre', rendementMax: 10 },
  { id: 1049, intitule: 'Lin fibre', rendementMax: 9 },
  { id: 1050, intitule: 'Oignon', rendementMax: 70 },
  { id: 1051, intitule: 'Petit pois', rendementMax: 10 },
  { id: 1052, intitule: 'Haricot vert', rendementMax: 15 },
  { id: 1055, intitule: 'Luzerne', rendementMax: 17.5 },
  { id: 1056, intitule: 'Trèfle', rendementMax: 12 },
  { id: 1057, intitule: 'Prairie temporaire', rendementMax: 17.5 },
  { id: 1058, intitule: 'Prairie permanente', rendementMax: 10.5 },
  { id: 1060, intitule: 'Vigne', rendementMax: 17 },
  { id: 1065, intitule: 'Jachère', rendementMax: null },
  { id: 1066, intitule: 'Culture intermédiaire (CIPAN)', rendementMax: null },
  { id: 1067, intitule: 'Moutarde', rendementMax: 3 },
  { id: 1068, intitule: 'Bois et haies', rendementMax: null },
  { id: CULTURE_AUTRE, intitule: 'Autre culture', rendementMax: null, estIntituleModifiable: true },
];

/** Common PAC codes of Champagne farms (labels and groups of the official 2020 list). */
export const correspondances: { codePac: string; libellePac: string; groupe: string; idCultureType: number }[] = [
  { codePac: 'BTH', libellePac: 'Blé tendre d’hiver', groupe: 'Blé tendre', idCultureType: 1015 },
  { codePac: 'BTP', libellePac: 'Blé tendre de printemps', groupe: 'Blé tendre', idCultureType: 1016 },
  { codePac: 'BDH', libellePac: 'Blé dur d’hiver', groupe: 'Blé dur', idCultureType: 1017 },
  { codePac: 'ORH', libellePac: 'Orge d’hiver', groupe: 'Orge', idCultureType: 1020 },
  { codePac: 'ORP', libellePac: 'Orge de printemps', groupe: 'Orge', idCultureType: 1021 },
  { codePac: 'AVH', libellePac: 'Avoine d’hiver', groupe: 'Autres céréales', idCultureType: 1023 },
  { codePac: 'TTH', libellePac: 'Triticale d’hiver', groupe: 'Autres céréales', idCultureType: 1025 },
  { codePac: 'SOG', libellePac: 'Sorgho', groupe: 'Autres céréales', idCultureType: 1028 },
  { codePac: 'SRS', libellePac: 'Sarrasin', groupe: 'Autres céréales', idCultureType: 1027 },
  { codePac: 'MIS', libellePac: 'Maïs', groupe: 'Maïs grain et ensilage', idCultureType: 1030 },
  { codePac: 'MIE', libellePac: 'Maïs ensilage', groupe: 'Maïs grain et ensilage', idCultureType: 1031 },
  { codePac: 'CZH', libellePac: 'Colza d’hiver', groupe: 'Colza', idCultureType: 1035 },
  { codePac: 'CZP', libellePac: 'Colza de printemps', groupe: 'Colza', idCultureType: 1036 },
  { codePac: 'TRN', libellePac: 'Tournesol', groupe: 'Tournesol', idCultureType: 1037 },
  { codePac: 'SOJ', libellePac: 'Soja', groupe: 'Autres oléagineux', idCultureType: 1038 },
  { codePac: 'PPO', libellePac: 'Petits pois', groupe: 'Légumes ou fleurs', idCultureType: 1051 },
  { codePac: 'PHI', libellePac: 'Pois d’hiver', groupe: 'Protéagineux', idCultureType: 1040 },
  { codePac: 'PPR', libellePac: 'Pois de printemps semé avant le 31/05', groupe: 'Protéagineux', idCultureType: 1040 },
  { codePac: 'FVL', libellePac: 'Féverole semée avant le 31/05', groupe: 'Protéagineux', idCultureType: 1041 },
  { codePac: 'BTN', libellePac: 'Betterave non fourragère / Bette', groupe: 'Autres cultures industrielles', idCultureType: 1045 },
  { codePac: 'PTC', libellePac: 'Pomme de terre de consommation', groupe: 'Légumes ou fleurs', idCultureType: 1046 },
  { codePac: 'PTF', libellePac: 'Pomme de terre féculière', groupe: 'Légumes ou fleurs', idCultureType: 1047 },
  { codePac: 'CHV', libellePac: 'Chanvre', groupe: 'Plantes à fibres', idCultureType: 1048 },
  { codePac: 'LIF', libellePac: 'Lin fibres', groupe: 'Plantes à fibres', idCultureType: 1049 },
  { codePac: 'LUZ', libellePac: 'Autre luzerne', groupe: 'Fourrage', idCultureType: 1055 },
  { codePac: 'PTR', libellePac: 'Autre prairie temporaire de 5 ans ou moins', groupe: 'Prairies temporaires', idCultureType: 1057 },
  { codePac: 'PPH', libellePac: 'Prairie permanente - herbe prédominante', groupe: 'Prairies permanentes', idCultureType: 1058 },
  { codePac: 'PRL', libellePac: 'Prairie en rotation longue (6 ans ou plus)', groupe: 'Prairies permanentes', idCultureType: 1058 },
  { codePac: 'VRC', libellePac: 'Vigne : raisins de cuve', groupe: 'Vignes', idCultureType: 1060 },
  { codePac: 'J5M', libellePac: 'Jachère de 5 ans ou moins', groupe: 'Gel (surfaces gelées sans production)', idCultureType: 1065 },
  { codePac: 'J6P', libellePac: 'Jachère de 6 ans ou plus', groupe: 'Gel (surfaces gelées sans production)', idCultureType: 1065 },
  { codePac: 'MOT', libellePac: 'Moutarde', groupe: 'Autres cultures industrielles', idCultureType: 1067 },
];

export interface LigneSeed {
  culture: number;
  surface: number;
  rendement: number | null;
  libellePerso?: string;
  estDerobee?: boolean;
}

/** A Marne farm of about 160 ha; the previous year (definitive) has yields, the current one is being filled. */
const precedente: LigneSeed[] = [
  { culture: 1015, surface: 60, rendement: 8.7 },
  { culture: 1020, surface: 22.5, rendement: 7.9 },
  { culture: 1021, surface: 15, rendement: 6.8 },
  { culture: 1035, surface: 24, rendement: 3.9 },
  { culture: 1045, surface: 18.4, rendement: 88.5 },
  { culture: 1055, surface: 12, rendement: 12.6 },
  { culture: 1066, surface: 8, rendement: null, estDerobee: true },
  { culture: CULTURE_AUTRE, surface: 3.2, rendement: 2.1, libellePerso: 'Chanvre semences' },
];
const courante: LigneSeed[] = [
  { culture: 1015, surface: 58.5, rendement: 8.2 },
  { culture: 1021, surface: 30, rendement: null },
  { culture: 1035, surface: 26, rendement: 3.6 },
  { culture: 1045, surface: 20, rendement: null },
  { culture: 1055, surface: 14.2, rendement: 11.8 },
];

/** The dossiers holding tool_echanges get two years: N-1 definitive, N open. */
export const assolementDossiers = ['010001', '010004'];

export function seededAssolement(codeDossier: string): { slot: 1 | 2; offset: -1 | 0; estDefinitif: boolean; lignes: LigneSeed[] }[] {
  if (!assolementDossiers.includes(codeDossier)) return [];
  return [
    { slot: 1, offset: -1, estDefinitif: true, lignes: precedente },
    { slot: 2, offset: 0, estDefinitif: false, lignes: courante },
  ];
}

import { CreateIdentityAndRights1795212140975 } from './1795212140975-CreateIdentityAndRights';
import { CreateSession1795212200000 } from './1795212200000-CreateSession';
import { AddUnaccentFold1795212300000 } from './1795212300000-AddUnaccentFold';
import { CreateInvitation1795213993660 } from './1795213993660-CreateInvitation';
import { AddAccountArea1795214590998 } from './1795214590998-AddAccountArea';
import { InsertPays1795214591000 } from './1795214591000-InsertPays';
import { CreateRendezVous1795217799882 } from './1795217799882-CreateRendezVous';
import { CreateEvenements1795217802374 } from './1795217802374-CreateEvenements';
import { CreateOutbox1795386036559 } from './1795386036559-CreateOutbox';
import { LinkDemandeToRendezVous1795400000000 } from './1795400000000-LinkDemandeToRendezVous';
import { CreateGed1795500000000 } from './1795500000000-CreateGed';
import { GedSearch1795600000000 } from './1795600000000-GedSearch';
import { CreateDroitsEpoch1795700000000 } from './1795700000000-CreateDroitsEpoch';
import { CreateOutils1796000000000 } from './1796000000000-CreateOutils';
import { CreateEmprunt1795800000000 } from './1795800000000-CreateEmprunt';
import { CreateExercices1795900000000 } from './1795900000000-CreateExercices';
import { CreateAssolement1796100000000 } from './1796100000000-CreateAssolement';
import { AddDossierPacage1796200000000 } from './1796200000000-AddDossierPacage';
import { CreateZonesAgricoles1796300000000 } from './1796300000000-CreateZonesAgricoles';
import { CreateDuer1796400000000 } from './1796400000000-CreateDuer';
import { CreateDuerDocuments1796500000000 } from './1796500000000-CreateDuerDocuments';
import { CreateDuerAudit1796500000001 } from './1796500000001-CreateDuerAudit';
import { CreateDuerTextes1796500000002 } from './1796500000002-CreateDuerTextes';
import { CreateDuerImpression1796600000000 } from './1796600000000-CreateDuerImpression';
import { CreateDuerPlanAction1796600000002 } from './1796600000002-CreateDuerPlanAction';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const migrations: Function[] = [CreateIdentityAndRights1795212140975, CreateSession1795212200000, AddUnaccentFold1795212300000, CreateInvitation1795213993660, AddAccountArea1795214590998, InsertPays1795214591000, CreateRendezVous1795217799882, CreateEvenements1795217802374, CreateOutbox1795386036559, LinkDemandeToRendezVous1795400000000, CreateGed1795500000000, GedSearch1795600000000, CreateDroitsEpoch1795700000000, CreateEmprunt1795800000000, CreateExercices1795900000000, CreateOutils1796000000000, CreateAssolement1796100000000, AddDossierPacage1796200000000, CreateZonesAgricoles1796300000000, CreateDuer1796400000000, CreateDuerDocuments1796500000000, CreateDuerAudit1796500000001, CreateDuerTextes1796500000002, CreateDuerImpression1796600000000, CreateDuerPlanAction1796600000002];

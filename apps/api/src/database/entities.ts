import { Compte } from '../modules/user/compte.entity';
import { Personne } from '../modules/user/personne.entity';
import { Dossier } from '../modules/dossier/dossier.entity';
import { DossierModule } from '../modules/dossier/dossier-module.entity';
import { Categorie } from '../modules/droits/categorie.entity';
import { Role } from '../modules/droits/role.entity';
import { Droit } from '../modules/droits/droit.entity';
import { Fonction } from '../modules/collaborateur/fonction.entity';
import { Collaborateur } from '../modules/collaborateur/collaborateur.entity';
import { Invitation } from '../modules/invitation/invitation.entity';
import { InvitationDossier } from '../modules/invitation/invitation-dossier.entity';
import { CompteJeton } from '../modules/account/compte-jeton.entity';
import { Pays } from '../modules/account/pays.entity';
import { DossierCommunication } from '../modules/account/dossier-communication.entity';
import { CommunicationModification } from '../modules/account/communication-modification.entity';

export const entities = [Personne, Compte, Dossier, DossierModule, Categorie, Role, Droit, Fonction, Collaborateur, Invitation, InvitationDossier, CompteJeton, Pays, DossierCommunication, CommunicationModification];

import { Controller } from '@nestjs/common';
import {
  cartesContenu,
  categoriesContenu,
  documentationsContenu,
  elearningsContenu,
  interlocuteursContenu,
  type RouteBody,
  type RouteParams,
  tutorielsContenu,
} from '@portail/contracts';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { CarteSavoir } from './carte-savoir.entity';
import { ContenusSavoirService } from './contenus-savoir.service';
import { Documentation, DocumentationCategorie } from './documentation.entity';
import { Elearning } from './elearning.entity';
import { InterlocuteurOic } from './interlocuteur-oic.entity';
import { Tutoriel } from './tutoriel.entity';

/** Staff routes of the Contenus screen for the knowledge pages (auth 'staff', checked by the guard). */
@Controller()
export class ContenusSavoirController {
  constructor(private readonly contenus: ContenusSavoirService) {}

  @Endpoint(tutorielsContenu.list)
  listTutoriels() {
    return this.contenus.list(Tutoriel);
  }
  @Endpoint(tutorielsContenu.create)
  createTutoriel(@ValidBody() b: RouteBody<typeof tutorielsContenu.create>) {
    return this.contenus.createTutoriel(b);
  }
  @Endpoint(tutorielsContenu.update)
  updateTutoriel(@ValidParams() p: RouteParams<typeof tutorielsContenu.update>, @ValidBody() b: RouteBody<typeof tutorielsContenu.update>) {
    return this.contenus.updateTutoriel(p.id, b);
  }
  @Endpoint(tutorielsContenu.remove)
  removeTutoriel(@ValidParams() p: RouteParams<typeof tutorielsContenu.remove>) {
    return this.contenus.remove(Tutoriel, { code: p.id });
  }

  @Endpoint(categoriesContenu.list)
  listCategories() {
    return this.contenus.list(DocumentationCategorie);
  }
  @Endpoint(categoriesContenu.create)
  createCategorie(@ValidBody() b: RouteBody<typeof categoriesContenu.create>) {
    return this.contenus.createCategorie(b);
  }
  @Endpoint(categoriesContenu.update)
  updateCategorie(@ValidParams() p: RouteParams<typeof categoriesContenu.update>, @ValidBody() b: RouteBody<typeof categoriesContenu.update>) {
    return this.contenus.updateCategorie(p.id, b);
  }
  @Endpoint(categoriesContenu.remove)
  removeCategorie(@ValidParams() p: RouteParams<typeof categoriesContenu.remove>) {
    return this.contenus.removeCategorie(p.id);
  }

  @Endpoint(documentationsContenu.list)
  listDocumentations() {
    return this.contenus.list(Documentation);
  }
  @Endpoint(documentationsContenu.create)
  createDocumentation(@ValidBody() b: RouteBody<typeof documentationsContenu.create>) {
    return this.contenus.createDocumentation(b);
  }
  @Endpoint(documentationsContenu.update)
  updateDocumentation(@ValidParams() p: RouteParams<typeof documentationsContenu.update>, @ValidBody() b: RouteBody<typeof documentationsContenu.update>) {
    return this.contenus.updateDocumentation(p.id, b);
  }
  @Endpoint(documentationsContenu.remove)
  removeDocumentation(@ValidParams() p: RouteParams<typeof documentationsContenu.remove>) {
    return this.contenus.remove(Documentation, { code: p.id });
  }

  @Endpoint(elearningsContenu.list)
  listElearnings() {
    return this.contenus.list(Elearning);
  }
  @Endpoint(elearningsContenu.create)
  createElearning(@ValidBody() b: RouteBody<typeof elearningsContenu.create>) {
    return this.contenus.createElearning(b);
  }
  @Endpoint(elearningsContenu.update)
  updateElearning(@ValidParams() p: RouteParams<typeof elearningsContenu.update>, @ValidBody() b: RouteBody<typeof elearningsContenu.update>) {
    return this.contenus.updateElearning(p.id, b);
  }
  @Endpoint(elearningsContenu.remove)
  removeElearning(@ValidParams() p: RouteParams<typeof elearningsContenu.remove>) {
    return this.contenus.remove(Elearning, { code: p.id });
  }

  @Endpoint(cartesContenu.list)
  listCartes() {
    return this.contenus.list(CarteSavoir);
  }
  @Endpoint(cartesContenu.create)
  createCarte(@ValidBody() b: RouteBody<typeof cartesContenu.create>) {
    return this.contenus.createCarte(b);
  }
  @Endpoint(cartesContenu.update)
  updateCarte(@ValidParams() p: RouteParams<typeof cartesContenu.update>, @ValidBody() b: RouteBody<typeof cartesContenu.update>) {
    return this.contenus.updateCarte(p.id, b);
  }
  @Endpoint(cartesContenu.remove)
  removeCarte(@ValidParams() p: RouteParams<typeof cartesContenu.remove>) {
    return this.contenus.remove(CarteSavoir, { id: p.id });
  }

  @Endpoint(interlocuteursContenu.list)
  listInterlocuteurs() {
    return this.contenus.listInterlocuteurs();
  }
  @Endpoint(interlocuteursContenu.create)
  createInterlocuteur(@ValidBody() b: RouteBody<typeof interlocuteursContenu.create>) {
    return this.contenus.createInterlocuteur(b);
  }
  @Endpoint(interlocuteursContenu.update)
  updateInterlocuteur(@ValidParams() p: RouteParams<typeof interlocuteursContenu.update>, @ValidBody() b: RouteBody<typeof interlocuteursContenu.update>) {
    return this.contenus.updateInterlocuteur(p.id, b);
  }
  @Endpoint(interlocuteursContenu.remove)
  removeInterlocuteur(@ValidParams() p: RouteParams<typeof interlocuteursContenu.remove>) {
    return this.contenus.remove(InterlocuteurOic, { codeAgent: p.id });
  }
}

import { Controller } from '@nestjs/common';
import { pagesContenu, type RouteBody, type RouteParams } from '@portail/contracts';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { PagesContenuService } from './pages-contenu.service';

/** Staff routes of the Contenus screen for the generic pages /page/{id}. */
@Controller()
export class PagesContenuController {
  constructor(private readonly pages: PagesContenuService) {}

  @Endpoint(pagesContenu.list)
  list() {
    return this.pages.list();
  }
  @Endpoint(pagesContenu.create)
  create(@ValidBody() b: RouteBody<typeof pagesContenu.create>) {
    return this.pages.create(b);
  }
  @Endpoint(pagesContenu.update)
  update(@ValidParams() p: RouteParams<typeof pagesContenu.update>, @ValidBody() b: RouteBody<typeof pagesContenu.update>) {
    return this.pages.update(p.id, b);
  }
  @Endpoint(pagesContenu.remove)
  remove(@ValidParams() p: RouteParams<typeof pagesContenu.remove>) {
    return this.pages.remove(p.id);
  }
}

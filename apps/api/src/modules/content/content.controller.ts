import { Controller } from '@nestjs/common';
import { type GenericPage, getGenericPageRoute, type RouteParams } from '@portail/contracts';
import { ContentService } from './content.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams } from '../../common/contract-input.decorators';

@Controller()
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Endpoint(getGenericPageRoute)
  page(@ValidParams() p: RouteParams<typeof getGenericPageRoute>): Promise<GenericPage> {
    return this.content.page(p.id);
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { GenericPageParamSchema, type GenericPage } from '@portail/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../common/zod.pipe';
import { ContentService } from './content.service';

@Controller('genericpage')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get(':id')
  page(@Param(new ZodPipe(GenericPageParamSchema)) p: z.infer<typeof GenericPageParamSchema>): Promise<GenericPage> {
    return this.content.page(p.id);
  }
}

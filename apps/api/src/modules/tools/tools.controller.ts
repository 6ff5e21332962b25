import { Controller } from '@nestjs/common';
import {
  deleteShortcutRoute,
  getShortcutsRoute,
  getToolsRoute,
  saveShortcutRoute,
  setToolFavoriteRoute,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SessionUser,
  type Shortcut,
  type ToolFavoriteResult,
  type ToolList,
} from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams, ValidQuery } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { ShortcutsService } from './shortcuts.service';
import { ToolsService } from './tools.service';

@Controller()
export class ToolsController {
  constructor(
    private readonly tools: ToolsService,
    private readonly shortcuts: ShortcutsService,
  ) {}

  @Endpoint(getToolsRoute)
  list(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof getToolsRoute>,
    @ValidQuery() q: RouteQuery<typeof getToolsRoute>,
  ): Promise<ToolList> {
    return this.tools.list(user, p.x, q.codeDossier);
  }

  @Endpoint(setToolFavoriteRoute)
  setFavorite(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof setToolFavoriteRoute>,
    @ValidBody() b: RouteBody<typeof setToolFavoriteRoute>,
  ): Promise<ToolFavoriteResult> {
    return this.tools.setFavorite(user, b.slug, p.action === 'add');
  }

  @Endpoint(getShortcutsRoute)
  shortcutList(@CurrentUser() user: SessionUser): Promise<Shortcut[]> {
    return this.shortcuts.list(user);
  }

  @Endpoint(saveShortcutRoute)
  saveShortcut(@CurrentUser() user: SessionUser, @ValidBody() b: RouteBody<typeof saveShortcutRoute>): Promise<Shortcut> {
    return this.shortcuts.save(user, b);
  }

  @Endpoint(deleteShortcutRoute)
  deleteShortcut(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof deleteShortcutRoute>): Promise<void> {
    return this.shortcuts.remove(user, p.id);
  }
}

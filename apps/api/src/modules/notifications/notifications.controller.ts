import { Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { NotificationCategoryParamSchema, NotificationListQuerySchema, type NotificationCategory, type SessionUser } from '@portail/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { NOTIFICATION_IMAGES } from './notification-images';
import { NotificationService } from './notification.service';

/** /api/notifications: always the signed-in person's own notifications. */
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationService) {}

  @Get()
  list(@CurrentUser() user: SessionUser, @Query(new ZodPipe(NotificationListQuerySchema)) q: { offset: number; limit: number }) {
    return this.notifications.page(user.guidPersonne, q.offset, q.limit);
  }

  @Get('count/unread')
  unread(@CurrentUser() user: SessionUser) {
    return this.notifications.unread(user.guidPersonne);
  }

  @Put('lues')
  markRead(@CurrentUser() user: SessionUser) {
    return this.notifications.markAllRead(user.guidPersonne);
  }

  @Get('image/:category')
  image(@Param(new ZodPipe(NotificationCategoryParamSchema)) p: { category: NotificationCategory }, @Res() res: Response) {
    res.type('image/svg+xml').set('Cache-Control', 'private, max-age=86400').send(NOTIFICATION_IMAGES[p.category]);
  }
}

import { Controller, Res } from '@nestjs/common';
import {
  type SessionUser,
  getNotificationImageRoute,
  getNotificationsRoute,
  getUnreadCountRoute,
  markNotificationsReadRoute,
  type RouteParams,
  type RouteQuery,
} from '@portail/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../common/access.decorators';
import { NOTIFICATION_IMAGES } from './notification-images';
import { NotificationService } from './notification.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams, ValidQuery } from '../../common/contract-input.decorators';

/** /api/notifications: always the signed-in person's own notifications. */
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationService) {}

  @Endpoint(getNotificationsRoute)
  list(@CurrentUser() user: SessionUser, @ValidQuery() q: RouteQuery<typeof getNotificationsRoute>) {
    return this.notifications.page(user.guidPersonne, q.offset, q.limit);
  }

  @Endpoint(getUnreadCountRoute)
  unread(@CurrentUser() user: SessionUser) {
    return this.notifications.unread(user.guidPersonne);
  }

  @Endpoint(markNotificationsReadRoute)
  markRead(@CurrentUser() user: SessionUser) {
    return this.notifications.markAllRead(user.guidPersonne);
  }

  @Endpoint(getNotificationImageRoute)
  image(@ValidParams() p: RouteParams<typeof getNotificationImageRoute>, @Res() res: Response) {
    res.type('image/svg+xml').set('Cache-Control', 'private, max-age=86400').send(NOTIFICATION_IMAGES[p.category]);
  }
}

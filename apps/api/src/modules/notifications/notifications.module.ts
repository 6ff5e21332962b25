import { Global, Module } from '@nestjs/common';
import { NotificationService } from './notification.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';

/** Notifications per person; NotificationService is global so any feature can notify. */
@Global()
@Module({
  controllers: [NotificationsController],
  providers: [NotificationService, NotificationsRepository],
  exports: [NotificationService],
})
export class NotificationsModule {}

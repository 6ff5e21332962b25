import { Global, Module } from '@nestjs/common';
import { NotificationService } from './notification.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module';
import { Notification } from './notification.entity';

/** Notifications per person; NotificationService is global so any feature can notify. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Notification]), UserModule],
  controllers: [NotificationsController],
  providers: [NotificationService, NotificationsRepository],
  exports: [NotificationService],
})
export class NotificationsModule {}

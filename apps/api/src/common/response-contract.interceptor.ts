import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { ApiRoute } from '@portail/contracts';
import { map, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROUTE_CONTRACT } from './endpoint.decorator';

/** In tests, a response that does not match its contract fails the call (500) instead of reaching a client; AppModule binds it to every route in tests only. */
@Injectable()
export class ResponseContractInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = Reflect.getMetadata(ROUTE_CONTRACT, ctx.getHandler()) as ApiRoute | undefined;
    if (this.config.env !== 'test' || !route?.response) return next.handle();
    const schema = route.response;
    return next.handle().pipe(
      map((body: unknown) => {
        if (body === undefined) return body;
        const result = schema.safeParse(body);
        if (!result.success) {
          const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
          throw new Error(`Réponse hors contrat pour ${route.method.toUpperCase()} ${route.path} : ${issues}`);
        }
        return body;
      }),
    );
  }
}

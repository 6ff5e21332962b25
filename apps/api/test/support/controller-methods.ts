import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

export interface ControllerMethod {
  /** `Controller.method`, for messages. */
  where: string;
  handler: (...args: unknown[]) => unknown;
}

/** Every method of every controller the application registered, with the function Nest's metadata hangs on. */
export function controllerMethods(app: INestApplication): ControllerMethod[] {
  const methods: ControllerMethod[] = [];
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const proto = Object.getPrototypeOf(wrapper.instance) as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name !== 'constructor' && typeof handler === 'function')
          methods.push({ where: `${wrapper.name}.${name}`, handler: handler as ControllerMethod['handler'] });
      }
    }
  }
  return methods;
}

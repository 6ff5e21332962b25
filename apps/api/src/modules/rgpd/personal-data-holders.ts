import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { PERSONAL_DATA_HOLDER, type PersonalDataHolder } from '../../common/personal-data/personal-data';

/** Every module's personal data holder, found once the modules are built; in erasure order. */
@Injectable()
export class PersonalDataHolders implements OnModuleInit {
  private found: PersonalDataHolder[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const holders = new Set<PersonalDataHolder>();
    for (const wrapper of this.discovery.getProviders()) {
      const type = wrapper.metatype as object | undefined;
      if (!type || !wrapper.instance || !Reflect.getMetadata(PERSONAL_DATA_HOLDER, type)) continue;
      holders.add(wrapper.instance as PersonalDataHolder);
    }
    this.found = [...holders].sort((a, b) => order(a) - order(b));
  }

  get all(): readonly PersonalDataHolder[] {
    return this.found;
  }

  /** The function applying a retention rule, from the holder that owns it. */
  retentionOf(key: string): ((before: Date) => Promise<number>) | undefined {
    for (const holder of this.found) {
      const apply = holder.retention?.[key];
      if (apply) return apply;
    }
    return undefined;
  }
}

function order(holder: PersonalDataHolder): number {
  return (holder as { eraseOrder?: number }).eraseOrder ?? 0;
}

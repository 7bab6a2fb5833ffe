import { createStoreRef } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { AdminRulesApi } from './api';
import { ExtensionInstancesStore } from './extensions/ExtensionInstancesStore';
import { FeeRulesStore } from './FeeRulesStore';
import { OrganizationStore } from './organization/OrganizationStore';
import { RulesStore } from './RulesStore';
import { runInNamedAction } from './runInNamedAction';
import type { SpecificationChoice } from './types';

/**
 * The module's one store: rules, fee rules, extension instances, the organisation and the
 * specification choices.
 */
export class AdminRulesStore {
  readonly rules: RulesStore;
  readonly feeRules: FeeRulesStore;
  readonly organization: OrganizationStore;
  readonly extensions: ExtensionInstancesStore;
  specifications: SpecificationChoice[] = [];
  private specificationsRequested = false;

  constructor(private readonly api: AdminRulesApi) {
    this.rules = new RulesStore(api);
    this.feeRules = new FeeRulesStore(api);
    this.organization = new OrganizationStore(api);
    this.extensions = new ExtensionInstancesStore(api);
    makeAutoObservable<AdminRulesStore, 'api' | 'specificationsRequested'>(this, {
      api: false,
      rules: false,
      feeRules: false,
      organization: false,
      extensions: false,
      specificationsRequested: false,
    });
  }

  /** The specifications a rule may target: getSpecificationIds narrows the tenant's list. */
  async loadSpecifications(): Promise<void> {
    if (this.specificationsRequested) return;
    this.specificationsRequested = true;
    try {
      const [allowed, all] = await Promise.all([
        this.api.getSpecificationIds(),
        this.api.getSpecifications(),
      ]);
      const choices = allowed ? all.filter((spec) => allowed.includes(spec.id)) : all;
      runInNamedAction('AdminRulesStore#loadSpecifications', () => (this.specifications = choices));
    } catch {
      this.specificationsRequested = false;
    }
  }
}

export const adminRulesStoreRef = createStoreRef<AdminRulesStore>('admin-rules');

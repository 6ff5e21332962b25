/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { DocumentsMessages as M, type GedStatus } from '@portail/contracts';
import { MaintenanceBanner, maintenanceTitle } from './maintenance-banner';

const status = (overrides: Partial<GedStatus> = {}): GedStatus => ({
  storage: 'up',
  maintenanceGedDocument: false,
  maintenanceGedFacture: false,
  message: null,
  ...overrides,
});

describe('GED maintenance banner', () => {
  it('says GED inaccessible when the storage is down or both stores are in maintenance, temporairement for one', () => {
    expect(maintenanceTitle(status())).toBeNull();
    expect(maintenanceTitle(status({ storage: 'down' }))).toBe('GED inaccessible');
    expect(maintenanceTitle(status({ maintenanceGedDocument: true, maintenanceGedFacture: true }))).toBe('GED inaccessible');
    expect(maintenanceTitle(status({ maintenanceGedFacture: true }))).toBe('GED temporairement inaccessible');
  });

  it('shows the maintenance message', () => {
    render(<MaintenanceBanner status={status({ maintenanceGedDocument: true })} />);
    expect(screen.getByTestId('ged-maintenance').textContent).toBe(`GED temporairement inaccessible — ${M.maintenance}`);
  });
});

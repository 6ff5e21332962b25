import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { CARTE } from '@portail/contracts';
import { couleurOf, formatRendement, LIBELLE_SANS_DONNEE, type Seuils } from '../utils/grades';
import type { ZoneRendement } from '../utils/zones';
import { projeterZones } from '../utils/zones-geometrie';
import { ZonesLayer } from './zones-layer';
import 'leaflet/dist/leaflet.css';

const ATTRIBUTION_CONTOURS = 'Contours : IGN Admin Express, Licence Ouverte';

interface RendementMapProps {
  lignes: ZoneRendement[];
  seuils: Seuils | null;
  /** Tile layer URL template ({z}/{x}/{y}); without it the zones draw on a plain background. */
  tuilesUrl: string | null;
  tuilesAttribution: string | null;
}

/** Popup of a zone: built as DOM text, never as HTML (zone names come from imported files). */
function popupOf({ libelle, rendement, exploitations }: ZoneRendement): HTMLElement {
  const box = document.createElement('div');
  box.className = 'carte-popup';
  const lines: [string, string][] = [
    ['strong', libelle],
    ['span', rendement === null ? LIBELLE_SANS_DONNEE : `Rendement moyen : ${formatRendement(rendement)}`],
  ];
  if (exploitations !== null) lines.push(['span', `Exploitations : ${exploitations}`]);
  for (const [tag, text] of lines) {
    const line = document.createElement(tag);
    line.textContent = text;
    box.append(line);
  }
  return box;
}

/**
 * Leaflet map of the zones coloured by grade (spec 02 §4, §9), drawn on one canvas by ZonesLayer: 613 communes as SVG
 * paths cost a DOM element and its listeners each, and as L.geoJSON polygons an object per vertex (bench:map). Once a
 * layer is painted, the container says how many zones it holds (`data-zones`) and how many carry a figure
 * (`data-zones-notees`).
 */
export function RendementMap({ lignes, seuils, tuilesUrl, tuilesAttribution }: RendementMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);

  useEffect(() => {
    const instance = L.map(container.current!, { center: [CARTE.centre.latitude, CARTE.centre.longitude], zoom: CARTE.zoom });
    instance.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    instance.attributionControl.addAttribution(ATTRIBUTION_CONTOURS);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    if (!tuilesUrl || !map.current) return;
    const tiles = L.tileLayer(tuilesUrl, { attribution: tuilesAttribution ?? undefined, maxZoom: 18 }).addTo(map.current);
    return () => void tiles.remove();
  }, [tuilesUrl, tuilesAttribution]);

  useEffect(() => {
    if (!map.current) return;
    const layer = new ZonesLayer(
      projeterZones(lignes),
      ({ rendement }) => ({
        fill: couleurOf(rendement, seuils),
        fillOpacity: rendement === null ? 0.45 : 0.8,
        dashed: rendement === null,
      }),
      popupOf,
    ).addTo(map.current);
    const box = container.current!;
    // The layer paints at once; the counts follow the frame that shows it.
    const frame = requestAnimationFrame(() => {
      box.dataset.zones = String(lignes.length);
      box.dataset.zonesNotees = String(lignes.filter((l) => l.rendement !== null).length);
    });
    return () => {
      cancelAnimationFrame(frame);
      delete box.dataset.zones;
      delete box.dataset.zonesNotees;
      layer.remove();
    };
  }, [lignes, seuils]);

  return (
    <div ref={container} className="carte-rendement__carte" role="region" aria-label="Carte des rendements moyens par zone" data-testid="carte-rendement" />
  );
}

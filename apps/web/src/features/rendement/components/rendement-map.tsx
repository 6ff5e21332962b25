import { useEffect, useRef } from 'react';
import L from 'leaflet';
import type { Feature, Geometry } from 'geojson';
import { CARTE } from '@portail/contracts';
import { couleurOf, formatRendement, LIBELLE_SANS_DONNEE, type Seuils } from '../utils/grades';
import type { ZoneRendement } from '../utils/zones';
import 'leaflet/dist/leaflet.css';

export const ATTRIBUTION_CONTOURS = 'Contours : IGN Admin Express, Licence Ouverte';

interface RendementMapProps {
  lignes: ZoneRendement[];
  seuils: Seuils | null;
  /** Tile layer URL template ({z}/{x}/{y}); without it the zones draw on a plain background. */
  tuilesUrl: string | null;
  tuilesAttribution: string | null;
}

/** Popup of a zone: built as DOM text, never as HTML (zone names come from imported files). */
function popupOf({ zone, rendement, exploitations }: ZoneRendement): HTMLElement {
  const box = document.createElement('div');
  box.className = 'carte-popup';
  const lines: [string, string][] = [
    ['strong', zone.libelle],
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
 * Leaflet map of the zones coloured by grade (spec 02 §4, §9), drawn on one canvas: 613 communes as SVG paths cost
 * a DOM element and its listeners each (bench:map). Once a layer is painted, the container says how many zones it
 * holds (`data-zones`) and how many carry a figure (`data-zones-notees`).
 */
export function RendementMap({ lignes, seuils, tuilesUrl, tuilesAttribution }: RendementMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);

  useEffect(() => {
    const instance = L.map(container.current!, { center: [CARTE.centre.latitude, CARTE.centre.longitude], zoom: CARTE.zoom, preferCanvas: true });
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
    const features: Feature<Geometry, ZoneRendement>[] = lignes.map((ligne) => ({
      type: 'Feature',
      geometry: ligne.zone.geometrie as Geometry,
      properties: ligne,
    }));
    // GeoJSON hands its options to each polygon. Simplified once when imported (zones:import): simplifying again on
    // every draw costs more than it saves.
    const options: L.GeoJSONOptions<ZoneRendement> & L.PolylineOptions = {
      smoothFactor: 0,
      style: (feature) => {
        const sansDonnee = feature?.properties.rendement == null;
        return {
          color: '#4a5568',
          weight: 0.6,
          dashArray: sansDonnee ? '3 3' : undefined,
          fillColor: couleurOf(feature?.properties.rendement ?? null, seuils),
          fillOpacity: sansDonnee ? 0.45 : 0.8,
        };
      },
      onEachFeature: (feature, zone) => zone.bindPopup(() => popupOf(feature.properties)),
    };
    const layer = L.geoJSON(features, options).addTo(map.current);
    const box = container.current!;
    // The canvas renderer paints on the next animation frame; the counts follow that paint.
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
